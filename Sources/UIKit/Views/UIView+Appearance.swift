import CoreGraphics
import QuartzCore

// MARK: - Appearance

extension UIView {
    /// The background colour. Dynamic colours are resolved with the view's traits each time the
    /// view is displayed, so they follow appearance changes.
    var backgroundColorImpl: UIColor? {
        get { storedBackgroundColor }
        set {
            storedBackgroundColor = newValue
            layer.backgroundColor = newValue?.cgColor(resolvedWith: traitCollection)
        }
    }

    /// The opacity of the view and its subtree (0…1, the layer's `opacity`). Views below 0.01
    /// are not hit-tested.
    var alphaImpl: CGFloat {
        get { storedAlpha }
        set {
            storedAlpha = newValue.isNaN ? 1 : min(max(newValue, 0), 1)
            layer.opacity = Float(storedAlpha)
        }
    }

    /// Whether the view (and its subtree) is hidden: not drawn and not hit-tested.
    var isHiddenImpl: Bool {
        get { layer.isHidden }
        set {
            let changed = layer.isHidden != newValue
            layer.isHidden = newValue
            // A stack view collapses hidden arranged subviews (UIStackView+Arrangement.swift).
            if changed { (storedSuperview as? UIStackView)?.arrangedSubviewDidChange(self) }
            // A window shown with `isHidden = false` is visible, as with `makeKeyAndVisible()`.
            if changed, let window = self as? UIWindow {
                if newValue {
                    window.post(UIWindow.didBecomeHiddenNotification)
                } else {
                    window.didBecomeVisible()
                }
            }
        }
    }

    /// A hint that the view fills its bounds with opaque content (the compositor may skip
    /// what is behind). ViewLab composites the same either way.
    var isOpaqueImpl: Bool {
        get { storedIsOpaque }
        set { storedIsOpaque = newValue }
    }

    /// Whether subviews (and drawing) are clipped to the bounds: the layer's `masksToBounds`.
    var clipsToBoundsImpl: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A view whose alpha channel masks this view's content (its layer becomes `layer.mask`).
    var maskImpl: UIView? {
        get { storedMask }
        set {
            storedMask = newValue
            layer.mask = newValue?.layer
        }
    }

    // MARK: - Tint

    /// The tint colour: the view's own if set, else inherited from the superview, else the
    /// system tint. While `tintAdjustmentMode` resolves to `.dimmed` it is desaturated (gray).
    /// Setting it calls `tintColorDidChange()` on the view and every descendant that inherits it.
    var tintColorImpl: UIColor! {
        get {
            let base = storedTintColor ?? storedSuperview?.tintColor ?? UIColor.tintColor
            return effectiveTintAdjustmentMode == .dimmed ? UIColor.systemGray : base
        }
        set {
            storedTintColor = newValue
            propagateTintChange(colorChanged: true)
        }
    }

    /// How the tint colour is adjusted: `.automatic` inherits the superview's mode (normal at the
    /// root); `.dimmed` shows the tint desaturated.
    var tintAdjustmentModeImpl: TintAdjustmentMode {
        get {
            if storedTintAdjustmentMode != .automatic { return storedTintAdjustmentMode }
            return storedSuperview?.tintAdjustmentMode ?? .normal
        }
        set {
            storedTintAdjustmentMode = newValue
            propagateTintChange(colorChanged: false)
        }
    }

    private var effectiveTintAdjustmentMode: TintAdjustmentMode { tintAdjustmentMode }

    /// Called when the tint colour or adjustment mode changes (also for inherited changes).

    /// The tint adjustment modes.
    public enum TintAdjustmentMode: Int, Sendable, CaseIterable {
        case automatic = 0, normal = 1, dimmed = 2
    }

    /// Calls `tintColorDidChange()` here and on every descendant that inherits what changed
    /// (the colour, or the adjustment mode).
    func propagateTintChange(colorChanged: Bool) {
        tintColorDidChange()
        for s in storedSubviews where colorChanged ? s.storedTintColor == nil : s.storedTintAdjustmentMode == .automatic
        {
            s.propagateTintChange(colorChanged: colorChanged)
        }
    }
}

extension UIColor {
    /// The Core Graphics colour for `traits`.
    func cgColor(resolvedWith traits: UITraitCollection) -> CGColor {
        if case .fixed(let color) = resolvedColor(with: traits).storage { return color }
        return .clear
    }
}
