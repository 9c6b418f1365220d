import UIKit

/// A control that turns a value on and off (`Toggle`): in the default style its label on the
/// leading side and a `UISwitch` on the trailing side, filling the width offered.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/toggle>
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            SwitchRepresentable(isOn: $isOn)
        }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

/// The `UISwitch` of a `Toggle`, its value kept in the binding.
struct SwitchRepresentable: UIViewRepresentable {
    @Binding var isOn: Bool

    final class Coordinator: NSObject {
        var binding: Binding<Bool>
        init(_ binding: Binding<Bool>) { self.binding = binding }
    }

    func makeCoordinator() -> Coordinator { Coordinator($isOn) }

    func makeUIView(context: Context) -> UISwitch {
        let control = UISwitch()
        control.setContentHuggingPriority(.required, for: .horizontal)
        control.setContentHuggingPriority(.required, for: .vertical)
        let coordinator = context.coordinator
        control.addAction(
            UIAction { [weak control] _ in coordinator.binding.wrappedValue = control?.isOn ?? false },
            for: .valueChanged)
        return control
    }

    func updateUIView(_ uiView: UISwitch, context: Context) {
        context.coordinator.binding = $isOn
        uiView.isOn = isOn
    }
}
