/// The source bridge: rewrites copies of a module's Swift files so that code written for UIKit on
/// Apple platforms — with its Objective-C-isms — compiles on Linux against ViewLab, keeping its
/// meaning. Each rewrite is a small pass (see the pass types); every pass keeps each line on its
/// original line number, and the copies map back with `#sourceLocation`, so diagnostics, traps and
/// `#file`/`#line` name the user's file and line. The user's files are never modified.
public enum SourceBridge {
    /// A problem the bridge itself reports (a construct it cannot rewrite).
    public struct Diagnostic: Error, CustomStringConvertible, Equatable {
        public var file: String
        public var line: Int
        public var message: String

        /// `file:line:1: error: message`, as the compiler reports.
        public var description: String { "\(file):\(line):1: error: \(message)" }
    }

    /// What bridging a module gave.
    public struct Output {
        /// The rewritten copies, in the order of the input (`compiledText` is what to compile).
        public var files: [BridgedFile]
        /// An extra file to compile with them, registering the module's dispatch tables and
        /// classes: `viewlab_register_selectors`, which the live loader calls, or a section record
        /// (see `Registration`).
        public var registration: String
        /// Another file to compile with them: the shell bindings of the module's view and layer
        /// classes (`ShellBindingPass`), handed over by `viewlab_register_shell_bindings`.
        public var shellBindings: String
        public var diagnostics: [Diagnostic]
    }

    /// The C name of the function registering a bridged library's selector tables.
    public static let registrationSymbol = "viewlab_register_selectors"

    /// How a bridged module's selector and class tables get registered.
    public enum Registration {
        /// A C function named `registrationSymbol`, which the live loader calls after `dlopen`
        /// (one module per library).
        case symbol
        /// A `viewlab_selectors` section record, run by the runtime before its first lookup: for
        /// modules linked together into one program (`viewlab test`), where one C name per module
        /// would clash.
        case section
    }

    /// Bridges the files of one module (`path`, `text` of each). `superclassFamily` says which
    /// classes the module does not declare are views or layers (see `ShellBindingPass`);
    /// `requiredInit`, the parameter list of an initialiser that is `required` for them here and
    /// not on iOS (layers' `init()`, cells' `init(style:reuseIdentifier:)`…, see
    /// `RequiredInitPass`); `style`, how the registration file registers them;
    /// `anyObjectMessages`, members the compiler found sent to `AnyObject` (`AnyObjectLookupPass`).
    public static func bridge(
        _ sources: [BridgedFile], superclassFamily: (String) -> ShellBindingPass.Family? = { _ in nil },
        requiredInit: (String) -> String? = { _ in nil }, registration style: Registration = .symbol,
        anyObjectMessages: Set<AnyObjectLookupPass.Hint> = []
    ) -> Output {
        // Files are indexed and rewritten side by side (`ConcurrentIndices`): the passes of one
        // file only read the module's index, so the output is the serial one.
        let index = ModuleIndex(sources)
        let classModule = ShellBindingModule(sources)
        let metatypes = MetatypeInitPass.plan(sources, module: classModule)
        let perFile = ConcurrentIndices.map(sources.count) { number in
            var file = sources[number]
            AnyObjectLookupPass.run(&file, hints: anyObjectMessages)
            MetatypeInitPass.run(&file, plan: metatypes, module: classModule)
            let tables = bridgeAlone(&file, number: number, index: index, requiredInit: requiredInit)
            return (file: file, tables: tables)
        }
        var files = perFile.map(\.file)
        let registered = perFile.indices.filter { perFile[$0].tables.dispatch }
        let classes = perFile.indices.filter { perFile[$0].tables.classes }
        UmbrellaImportPass.run(&files)
        ExtensionDispatchPass.run(&files, index: index)
        let replacements = ExtensionReplacementPass.run(&files)
        let diagnostics = ExtensionOverridePass.run(&files, index: index)
        let initializers = MetatypeInitPass.registrations(
            plan: metatypes, module: classModule, superclassFamily: superclassFamily)
        let calls =
            (registered.map { "    \(DispatchTablePass.registrationFunction($0))()" }
            + classes.map { "    \(ClassTablePass.registrationFunction($0))()" }
            + replacements.map { "    \(ExtensionReplacementPass.registrationFunction($0))()" } + initializers)
            .joined(separator: "\n")
        // The initialisers registered for metatype constructions name UIKit's classes.
        let imports = "import ObjCRuntime\n" + (initializers.isEmpty ? "" : "import UIKit\n")
        let registration: String
        switch style {
        case .symbol:
            registration =
                imports
                + "\n@_cdecl(\"\(registrationSymbol)\")\npublic func _viewlabRegisterSelectors() {\n\(calls)\n}\n"
        case .section:
            registration =
                imports + "\nprivate func _viewlabRegisterSelectors() {\n\(calls)\n}\n\n"
                + "@used @section(\"viewlab_selectors\") private let _viewlabSelectorRecord: @convention(c) () -> Void = _viewlabRegisterSelectors\n"
        }
        let bindings = ShellBindingPass.generate(files, superclassFamily: superclassFamily, entry: .liveRegistration)
        return Output(files: files, registration: registration, shellBindings: bindings, diagnostics: diagnostics)
    }

    /// The passes that rewrite one file on its own (all but the module-wide ones at the end of
    /// `bridge`); whether the file got a dispatch table and a class table to register.
    private static func bridgeAlone(
        _ file: inout BridgedFile, number: Int, index: ModuleIndex,
        requiredInit: (String) -> String?
    ) -> (dispatch: Bool, classes: Bool) {
        PlatformConditionPass.run(&file)
        ImportPass.run(&file)
        OptionalRequirementPass.run(&file, index: index)
        SelectorPass.run(&file, index: index)
        KeyPathPass.run(&file)
        NSManagedPass.run(&file)
        ScrollViewDelegateOverridePass.run(&file)
        NSObjectNibHookPass.run(&file, index: index)
        ProtocolOwnershipPass.run(&file)
        KeyValueObservingPass.run(&file, index: index)
        ObjectLiteralPass.run(&file)
        FoundationInitializerPass.run(&file)
        BridgedDataPass.run(&file)
        TimerPass.run(&file)
        RequiredInitPass.run(&file, index: index, requiredInit: requiredInit)
        MessageForwardingPass.run(&file)
        SwizzlingPass.run(&file, index: index)
        AnyObjectMessagePass.run(&file)
        MainActorTestPass.run(&file, index: index)
        PreviewProviderPass.run(&file)
        let dispatch = DispatchTablePass.run(&file, index: index, fileNumber: number)
        let classes = ClassTablePass.run(&file, fileNumber: number)
        AttributePass.run(&file)
        return (dispatch, classes)
    }

    /// Parses each file once and returns the number of top-level statements: the floor the
    /// bridge's speed is measured against (one swift-syntax parse of the same text).
    public static func parseOnly(_ sources: [BridgedFile]) -> Int {
        sources.reduce(0) { $0 + $1.syntax.statements.count }
    }
}
