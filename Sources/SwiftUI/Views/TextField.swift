import UIKit

/// A control that edits text (`TextField`, and `SecureField` for passwords): a `UITextField` in
/// the plain style (no border), its placeholder the title, its text kept in the binding as the
/// user types; it fills the width offered.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/textfield>
public struct TextField: View {
    @Binding var text: String
    let placeholder: String
    var isSecure = false

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        _text = text
        placeholder = titleKey.key
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        _text = text
        placeholder = String(title)
    }

    public var body: some View { TextFieldRepresentable(text: $text, placeholder: placeholder, isSecure: isSecure) }
}

/// A text field whose text is hidden (`SecureField`).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/securefield>
public struct SecureField: View {
    let field: TextField

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        var field = TextField(titleKey, text: text)
        field.isSecure = true
        self.field = field
    }

    public var body: some View { field }
}

/// The `UITextField` of a `TextField`.
struct TextFieldRepresentable: UIViewRepresentable {
    @Binding var text: String
    let placeholder: String
    let isSecure: Bool

    final class Coordinator: NSObject, UITextFieldDelegate {
        var binding: Binding<String>
        init(_ binding: Binding<String>) { self.binding = binding }

        func textFieldDidChangeSelection(_ textField: UITextField) { binding.wrappedValue = textField.text ?? "" }
    }

    func makeCoordinator() -> Coordinator { Coordinator($text) }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.delegate = context.coordinator
        field.setContentHuggingPriority(.required, for: .vertical)
        return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        context.coordinator.binding = $text
        uiView.placeholder = placeholder
        uiView.isSecureTextEntry = isSecure
        if uiView.text != text { uiView.text = text }
        uiView.font = (context.environment.font ?? .body).uiFont()
    }
}
