import UIKit

/// Told when the tool picker changes (`PKToolPickerObserver`); every method is optional.
@MainActor
public protocol PKToolPickerObserver: AnyObject {
    func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker)
    func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker)
    func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker)
}

extension PKToolPickerObserver {
    public func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker) {}
    public func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker) {}
    public func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker) {}
}

/// The system's tool palette (`PKToolPicker`). ViewLab shows no palette: the picker keeps its
/// selected tool and observers, and is never visible.
@MainActor
open class PKToolPicker: NSObject {
    open var selectedTool: PKTool = PKInkingTool(.pen, color: .black) {
        didSet { for observer in observers { observer.value?.toolPickerSelectedToolDidChange(self) } }
    }
    open var isVisible: Bool { false }
    open var colorUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    private var observers: [WeakObserver] = []

    public override init() { super.init() }

    /// The picker of a window (iOS 13; deprecated in favour of `init()`).
    open class func shared(for window: UIWindow) -> PKToolPicker? { PKToolPicker() }

    open func setVisible(_ visible: Bool, forFirstResponder responder: UIResponder) {}

    open func addObserver(_ observer: PKToolPickerObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
        observers.append(WeakObserver(value: observer))
    }

    open func removeObserver(_ observer: PKToolPickerObserver) { observers.removeAll { $0.value === observer } }

    /// Where the palette covers a view (nothing here).
    open func frameObscured(in view: UIView) -> CGRect { .null }

    private struct WeakObserver {
        weak var value: PKToolPickerObserver?
    }
}
