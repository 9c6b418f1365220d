/// The value types of `UITextInputTraits` (Apple, UITextInputTraits documentation). ViewLab's
/// keyboard is a plain panel, so they are recorded and read back, never acted on.

/// The keyboard a text input shows.
public enum UIKeyboardType: Int, Sendable, CaseIterable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
        emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The old name of `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The keyboard's look.
public enum UIKeyboardAppearance: Int, Sendable, CaseIterable {
    case `default` = 0, dark, light
    /// The old name of `dark`.
    public static let alert = UIKeyboardAppearance.dark
}

/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable, CaseIterable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Automatic capitalisation.
public enum UITextAutocapitalizationType: Int, Sendable, CaseIterable {
    case none = 0, words, sentences, allCharacters
}

/// Automatic correction.
public enum UITextAutocorrectionType: Int, Sendable, CaseIterable {
    case `default` = 0, no, yes
}

/// Spell checking.
public enum UITextSpellCheckingType: Int, Sendable, CaseIterable {
    case `default` = 0, no, yes
}

/// Smart quotes.
public enum UITextSmartQuotesType: Int, Sendable, CaseIterable {
    case `default` = 0, no, yes
}

/// Smart dashes.
public enum UITextSmartDashesType: Int, Sendable, CaseIterable {
    case `default` = 0, no, yes
}

/// Smart insertion and deletion of spaces.
public enum UITextSmartInsertDeleteType: Int, Sendable, CaseIterable {
    case `default` = 0, no, yes
}
