import CoreGraphics

/// The UIKit methods an override in an extension can replace (`extension UITableViewCell {
/// override func layoutSubviews() … }`, see ObjCRuntime's `MethodSwizzling+Categories`): on iOS a
/// category's method replaces the class's own for every instance; here each of these methods
/// consults the runtime's table first (`MethodSwizzling.run`), and its native code is registered
/// under its selector so that the replacement's `super` call reaches it. Method swizzling can
/// exchange them too. `layoutSubviews` and `traitCollectionDidChange(_:)` of views, and the lists'
/// reload methods, are registered with the views' swizzlable methods (`UIView+Swizzling.swift`).
///
/// A UIKit subclass that implements one of these itself consults the table too when it is listed
/// here (labels', buttons' and image views' `intrinsicContentSize`, text fields' and text views'
/// `canBecomeFirstResponder`); another one does not reach the table, so a replacement in an
/// extension of that subclass does not run (see *Differences from iOS*).
extension UIResponder {
    /// Registers the native code of the replaceable methods (once, from the first responder).
    static let installReplaceableMethods: Void = {
        let empty: [(AnyClass, [String])] = [
            (UIView.self, ["awakeFromNib", "didMoveToSuperview", "didMoveToWindow"]),
            (
                UIViewController.self,
                [
                    "awakeFromNib", "viewDidLoad", "viewDidLayoutSubviews", "viewWillAppear:", "viewDidAppear:",
                    "traitCollectionDidChange:",
                ]
            ),
            (UITableViewCell.self, ["prepareForReuse"]), (UITableViewHeaderFooterView.self, ["prepareForReuse"]),
            (UICollectionReusableView.self, ["prepareForReuse"]),
            (UIResponder.self, ["inputView", "inputAccessoryView"]),
            // On iOS `awakeFromNib` is NSObject's (a category of UIKit's nib loading), so an
            // extension of UIView may override it; its `super` ends there.
            (NSObject.self, ["awakeFromNib"]),
        ]
        for entry in empty {
            for selector in entry.1 { MethodSwizzling.registerNative(entry.0, selector) { _, _ in nil } }
        }
        MethodSwizzling.registerNative(UIResponder.self, "canBecomeFirstResponder") { _, _ in false }
        // UIKit subclasses with their own answer, so that an extension of them can replace it.
        MethodSwizzling.registerNative(UITextField.self, "canBecomeFirstResponder") { object, _ in
            (object as? UITextField)?.isEnabled ?? false
        }
        MethodSwizzling.registerNative(UITextView.self, "canBecomeFirstResponder") { object, _ in
            (object as? UITextView)?.isEditable ?? false
        }
        MethodSwizzling.registerNative(UILabel.self, "intrinsicContentSize") { object, _ in
            (object as? UILabel)?.labelIntrinsicContentSize ?? UIView.noIntrinsicSize
        }
        MethodSwizzling.registerNative(UIButton.self, "intrinsicContentSize") { object, _ in
            (object as? UIButton)?.buttonIntrinsicContentSize ?? UIView.noIntrinsicSize
        }
        MethodSwizzling.registerNative(UIImageView.self, "intrinsicContentSize") { object, _ in
            (object as? UIImageView)?.imageIntrinsicContentSize ?? UIView.noIntrinsicSize
        }
        MethodSwizzling.registerNative(UIView.self, "draw:") { object, _ in
            (object as? UIView)?.baseDrawCalled = true
            return nil
        }
        MethodSwizzling.registerNative(UIView.self, "intrinsicContentSize") { _, _ in UIView.noIntrinsicSize }
        MethodSwizzling.registerNative(UIView.self, "hitTest:with:") { object, arguments in
            (object as? UIView)?.hitTestImpl(arguments[0] as? CGPoint ?? .zero, with: arguments[1] as? UIEvent)
        }
        MethodSwizzling.registerNative(UIView.self, "pointInside:with:") { object, arguments in
            (object as? UIView)?.bounds.contains(arguments[0] as? CGPoint ?? .zero) ?? false
        }
    }()
}

extension UIView {
    /// `intrinsicContentSize` of a view without content: `noIntrinsicMetric` both ways.
    static let noIntrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
}
