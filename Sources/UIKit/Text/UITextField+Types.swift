extension UITextField {
    /// The border drawn around the text.
    public enum BorderStyle: Int, Sendable, CaseIterable {
        /// No border (the default).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezelled rectangle (darker top edge).
        case bezel = 2
        /// A filled rounded rectangle — the standard iOS text field look.
        case roundedRect = 3
    }

    /// When an overlay view (left/right view, clear button) is shown.
    public enum ViewMode: Int, Sendable, CaseIterable {
        case never = 0, whileEditing, unlessEditing, always

        /// Whether the overlay shows in the given editing state.
        func shows(editing: Bool) -> Bool {
            switch self {
            case .never: return false
            case .whileEditing: return editing
            case .unlessEditing: return !editing
            case .always: return true
            }
        }
    }

    /// Why editing ended, told to `textFieldDidEndEditing(_:reason:)` (Apple,
    /// `UITextField.DidEndEditingReason`, iOS 10): `committed` on iOS; `cancelled` exists for
    /// tvOS, where a field's editing can be cancelled.
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
        case cancelled = 1
    }
}
