/// The generated shell bindings of one module (a live-loaded file or folder, or a SwiftPM target
/// such as `Playgrounds`): its view and layer classes and the value-less enums they use.
public struct ShellBindings {
    public var classes: [ShellClassBinding]
    public var enums: [ShellEnumBinding]

    public init(classes: [ShellClassBinding] = [], enums: [ShellEnumBinding] = []) {
        self.classes = classes
        self.enums = enums
    }

    public static func + (a: ShellBindings, b: ShellBindings) -> ShellBindings {
        ShellBindings(classes: a.classes + b.classes, enums: a.enums + b.enums)
    }

    // MARK: - Live libraries

    /// The C name of the function a live library exports to hand over its bindings.
    public static let registrationSymbol = "viewlab_register_shell_bindings"
    // set by a live library's registration call, on the main thread, read right after
    nonisolated(unsafe) private static var received: ShellBindings?

    /// Called by a live library's registration function (generated).
    public static func _register(_ bindings: ShellBindings) {
        received = bindings
        InterfaceBuilderDesignables.register(bindings)
    }

    /// Builds a module's bindings on the main actor: the generated `_viewlabShellBinding_N`
    /// functions are `@MainActor`, so they can form key paths to and call the members of classes
    /// annotated `@MainActor` (see `callOnMainActor`).
    public static func _make(_ build: @MainActor () -> ShellBindings) -> ShellBindings {
        // `build` does not throw, so neither does the call.
        (try? callOnMainActor(build)) ?? ShellBindings()
    }

    /// Runs a live library's registration function and returns what it registered.
    public static func collect(running register: () -> Void) -> ShellBindings {
        received = nil
        register()
        defer { received = nil }
        return received ?? ShellBindings()
    }
}
