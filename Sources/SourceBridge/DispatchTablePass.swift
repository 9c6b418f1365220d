internal import SwiftParser
internal import SwiftSyntax

/// Gives each class of the file (and each extension of a class) that has methods callable by
/// selector a dispatch table: a generated `extension` in the same file (so `private` action
/// methods are reachable) with a static function that switches on the selector's name and calls
/// the method with the message's arguments, and a per-file function registering it in
/// `SelectorTable` under the class. Lookup walks the superclass chain, so a subclass and its
/// superclass may both have actions and an overridden action method runs the override.
///
/// Callable by selector: `@objc`/`@IBAction` methods, every method of an `@objcMembers` class,
/// the getters and setters of `@objc`, `@IBOutlet` and `@IBInspectable` properties,
/// and any method whose selector the module names (`#selector`, optional protocol requirements);
/// properties whose getter or setter the module names (`#selector(getter: x)`). Generic classes,
/// generic/throwing/async methods and variadic or `inout` parameters are left out (Objective-C
/// cannot call them either), and so are `private` nested classes, which the generated extension
/// at file scope cannot name. So are members marked `@available(*, unavailable)` (an Interface
/// Builder-only property such as NVActivityIndicatorView's `typeName`): on iOS the Objective-C
/// runtime still has their accessors, but no Swift code — the generated table included — may name
/// them, so they cannot be called by selector here.
enum DispatchTablePass {
    /// The name of the per-file registration function.
    static func registrationFunction(_ fileNumber: Int) -> String { "_viewlabRegisterSelectors_\(fileNumber)" }

    /// Appends the tables of `file`; returns whether it has any (and so a registration function).
    static func run(_ file: inout BridgedFile, index: ModuleIndex, fileNumber: Int) -> Bool {
        let tree = file.syntax
        let converter = SourceLocationConverter(fileName: file.path, tree: tree)
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        var registrations: [String] = []
        for (number, group) in collector.groups.enumerated() {
            guard let table = Table(group, index: index), !table.cases.isEmpty else { continue }
            let function = "_viewlabSelectors_\(fileNumber)_\(number)"
            let line = converter.line(of: group.positionAfterSkippingLeadingTrivia)
            // A class or extension inside an `#if` the bridge cannot decide (a library's own flag)
            // gets its table and registration under the same condition.
            let condition = Syntax(group).undecidedClauseCondition
            func guarded(_ text: String) -> String { condition.map { "#if \($0)\n\(text)\n#endif" } ?? text }
            file.appendix.append(
                guarded(
                    SourceLocation.directive(file: file.path, line: line) + "\n"
                        + table.extensionText(function: function)))
            let names = table.cases.map { SourceLocation.quoted($0.selector) }.joined(separator: ", ")
            registrations.append(
                guarded(
                    "    SelectorTable.register(\(table.typeName).self, names: [\(names)], dispatch: \(table.typeName).\(function))"
                ))
        }
        guard !registrations.isEmpty else { return false }
        file.appendix.append(
            "func \(registrationFunction(fileNumber))() {\n" + registrations.joined(separator: "\n") + "\n}\n")
        return true
    }

    /// Class declarations and extensions, outside functions, in the code the compiler will read
    /// (not in an `#if` clause it skips, such as `#if canImport(SwiftUI)` on Linux).
    final class Collector: ActiveCodeVisitor {
        var groups: [DeclSyntax] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            groups.append(DeclSyntax(node))
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            groups.append(DeclSyntax(node))
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    /// The table of one class declaration or extension.
    struct Table {
        struct Case {
            var selector: String
            var body: String
        }

        var typeName: String
        var cases: [Case] = []

        init?(_ group: DeclSyntax, index: ModuleIndex) {
            let members: MemberBlockItemListSyntax
            var exposesAll = false
            if let decl = group.as(ClassDeclSyntax.self) {
                guard decl.genericParameterClause == nil, !decl.isInsideCode, decl.isNamableFromFileScope else {
                    return nil
                }
                typeName = (decl.enclosingTypeName.map { $0 + "." } ?? "") + decl.name.text
                members = decl.memberBlock.members
                exposesAll = decl.attributes.has("objcMembers")
            } else if let decl = group.as(ExtensionDeclSyntax.self) {
                typeName = decl.extendedType.trimmedDescription
                members = decl.memberBlock.members
                let simple = String(typeName.split(separator: ".").last ?? "")
                let marked = members.contains { $0.decl.as(FunctionDeclSyntax.self)?.isMarkedObjC == true }
                guard index.classes[simple] == false || (index.classes[simple] == nil && marked) else { return nil }
            } else {
                return nil
            }
            var seen: Set<String> = [], named: [String: Int] = [:]
            for item in members {
                if let function = item.decl.as(FunctionDeclSyntax.self) {
                    named[function.objCSelector, default: 0] += 1
                }
            }
            let overloaded = Set(named.filter { $0.value > 1 }.keys)
            for item in members {
                for entry in Table.cases(for: item.decl, exposesAll: exposesAll, index: index, overloaded: overloaded)
                where seen.insert(entry.selector).inserted {
                    cases.append(entry)
                }
            }
        }

        /// The cases of one member. A method overloaded by parameter type under one selector (a
        /// delegate's `gestureRecognizer(_:shouldReceive:)` for touches, presses and events, which
        /// Objective-C tells apart by the requirements' selectors) names its argument types, so the
        /// call is not ambiguous; the first of them gets the selector.
        static func cases(for decl: DeclSyntax, exposesAll: Bool, index: ModuleIndex, overloaded: Set<String> = [])
            -> [Case]
        {
            if let function = decl.as(FunctionDeclSyntax.self) {
                guard !function.attributes.marksUnavailable else { return [] }
                let selector = function.objCSelector
                guard !function.modifiers.has("static"), !function.modifiers.has("class"),
                    !function.attributes.has("nonobjc"),
                    function.genericParameterClause == nil, function.signature.effectSpecifiers == nil,
                    function.isMarkedObjC || exposesAll || index.referencedSelectors.contains(selector)
                else { return [] }
                var arguments: [String] = []
                for (position, parameter) in function.signature.parameterClause.parameters.enumerated() {
                    if parameter.ellipsis != nil || parameter.type.trimmedDescription.hasPrefix("inout ") { return [] }
                    let label = parameter.firstName.text == "_" ? "" : parameter.firstName.text + ": "
                    var type = parameter.type.trimmedDescription
                    if type.hasSuffix("!") { type = String(type.dropLast()) }
                    let typed = overloaded.contains(selector) && !type.hasPrefix("some ") ? " as \(type)" : ""
                    arguments.append(label + "_selectorArgument(arguments, \(position), selector)" + typed)
                }
                let call = "object.\(function.name.text)(\(arguments.joined(separator: ", ")))"
                return [Case(selector: selector, body: "return _selectorResult(\(call))")]
            }
            guard let variable = decl.as(VariableDeclSyntax.self), !variable.attributes.marksUnavailable,
                !variable.modifiers.has("static"), !variable.modifiers.has("class"),
                variable.bindings.count == 1, let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return [] }
            let getter = ObjCSelectorName.getter(name), setter = ObjCSelectorName.setter(name)
            // `@IBOutlet` and `@IBInspectable` imply `@objc` (nib loading sets them by key).
            let exposed =
                exposesAll
                || ["objc", "IBOutlet", "IBOutletCollection", "IBInspectable"].contains { variable.attributes.has($0) }
            var out: [Case] = []
            if exposed || index.referencedSelectors.contains(getter) {
                out.append(Case(selector: getter, body: "return _selectorResult(object.\(name))"))
            }
            if variable.bindingSpecifier.text == "var", isSettable(binding),
                exposed || index.referencedSelectors.contains(setter)
            {
                out.append(
                    Case(
                        selector: setter,
                        body: "object.\(name) = _selectorArgument(arguments, 0, selector); return .returned(nil)"))
            }
            return out
        }

        /// A stored property or a computed one with a setter.
        static func isSettable(_ binding: PatternBindingSyntax) -> Bool {
            guard let accessors = binding.accessorBlock?.accessors else { return true }
            guard case .accessors(let list) = accessors else { return false }
            return list.contains { ["set", "willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }

        func extensionText(function: String) -> String {
            var lines = [
                "extension \(typeName) {",
                "    fileprivate static func \(function)(_ object: AnyObject, _ selector: Selector, _ arguments: [Any?]) -> SelectorDispatchResult {",
                "        guard let object = object as? \(typeName) else { return .notFound }",
                "        switch selector.name {",
            ]
            lines += cases.map { "        case \(SourceLocation.quoted($0.selector)): \($0.body)" }
            lines += ["        default: return .notFound", "        }", "    }", "}", ""]
            return lines.joined(separator: "\n")
        }
    }
}
