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
}

/// The keyboard a text input shows (ViewLab has no keyboard; kept for code).
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of the keyboard's return key (kept for code).
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Automatic capitalisation (kept for code).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// Automatic correction (kept for code).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}
