internal import SwiftSyntax

/// Key-value observing of a module's own classes, which the Objective-C runtime gives iOS code and
/// Linux lacks:
///
/// - `@objc dynamic var progress: CGFloat = 0` notifies its observers each time it is set. On
///   iOS, KVO swaps the object's class for one whose setter calls `willChangeValue(forKey:)` and
///   `didChangeValue(forKey:)` around the original (Apple, *Key-Value Observing Programming Guide*,
///   "Key-Value Observing Implementation Details"; Swift's "Using Key-Value Observing in Swift":
///   "mark properties that you want to observe through key-value observing with both the @objc
///   attribute and the dynamic modifier"). The pass adds those two calls, on the same line: a
///   `willSet`/`didSet` pair to a stored property (inside the ones it has, `didChangeValue` last),
///   the two calls around the body of a computed property's `set`.
/// - `observe(\.progress)` needs the key of a key path, which Linux key paths do not carry: the
///   class gets a `keyValueObservingKeyPaths` table (see ObjCRuntime's
///   `KeyValueObservingCompliant`), added to its superclass's — an `override` when the class
///   descends from a UIKit or Core Animation class or from a module class with such a table;
///   for a class that descends from `NSObject` through the module's classes only, the table is
///   its own and the conformance is added after the file.
/// - `override func observeValue(forKeyPath:of:change:context:)`: `NSObject`'s is declared in an
///   extension here (it cannot be overridden), so the `override` is dropped unless a superclass
///   in the module declares the method; the runtime calls it by selector (`DispatchTablePass`
///   registers it, `callbackSelector`), and `super.observeValue(…)` still reaches `NSObject`'s.
enum KeyValueObservingPass {
    /// The selector Swift gives `observeValue(forKeyPath:of:change:context:)`, under which
    /// ObjCRuntime sends key-value notifications to observers.
    static let callbackSelector = ObjCSelectorName.method(
        "observeValue", labels: ["forKeyPath", "of", "change", "context"])

    static func run(_ file: inout BridgedFile, index: ModuleIndex) {
        let collector = Collector(index: index)
        collector.rewrite(&file)
        file.appendix += collector.conformances
    }

    /// The observable properties (`dynamic`, instance, one named binding, not lazy) of a class body.
    static func observableProperties(_ members: MemberBlockItemListSyntax) -> [(
        VariableDeclSyntax, PatternBindingSyntax, String
    )] {
        members.compactMap { item in
            guard let variable = item.decl.as(VariableDeclSyntax.self), variable.modifiers.has("dynamic"),
                variable.bindingSpecifier.text == "var", !variable.modifiers.has("static"),
                !variable.modifiers.has("class"),
                !variable.modifiers.has("lazy"), !variable.modifiers.has("override"), variable.bindings.count == 1,
                let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return nil }
            return (variable, binding, name.filter { $0 != "`" })
        }
    }

    /// Whether `function` is `observeValue(forKeyPath:of:change:context:)`.
    static func isCallback(_ function: FunctionDeclSyntax) -> Bool {
        function.name.text == "observeValue" && function.objCSelector == callbackSelector
    }

    final class Collector: EditCollector {
        let index: ModuleIndex
        var conformances: [String] = []

        init(index: ModuleIndex) {
            self.index = index
            super.init()
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let properties = KeyValueObservingPass.observableProperties(node.memberBlock.members)
            for (_, binding, name) in properties { notify(binding, key: name) }
            if !properties.isEmpty, node.genericParameterClause == nil, !node.isInsideCode {
                addTable(to: node, keys: properties.map(\.2))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard KeyValueObservingPass.isCallback(node),
                let override = node.modifiers.first(where: { $0.name.text == "override" }),
                let owner = node.enclosingTypeName.map({ String($0.split(separator: ".").last ?? "") }),
                !index.ancestorDeclaresCallback(owner)
            else { return .skipChildren }
            edits.append(
                SourceEdit(
                    range: override.positionAfterSkippingLeadingTrivia.utf8Offset..<override.endPosition.utf8Offset,
                    replacement: ""))
            return .skipChildren
        }

        /// The `willChangeValue`/`didChangeValue` calls of the property `key`.
        private func notify(_ binding: PatternBindingSyntax, key: String) {
            let will = "willChangeValue(forKey: \(SourceLocation.quoted(key)))",
                did = "didChangeValue(forKey: \(SourceLocation.quoted(key)))"
            guard let accessors = binding.accessorBlock else {
                edits.append(
                    SourceEdit(
                        inserting: " { willSet { \(will) } didSet { \(did) } }",
                        at: binding.endPositionBeforeTrailingTrivia.utf8Offset))
                return
            }
            guard case .accessors(let list) = accessors.accessors else { return }  // a read-only computed property
            var missing = ["willSet": "willSet { \(will) }", "didSet": "didSet { \(did) }"]
            for accessor in list {
                guard let body = accessor.body else { continue }
                let start = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
                switch accessor.accessorSpecifier.text {
                case "set": edits.append(SourceEdit(inserting: " \(will); defer { \(did) };", at: start)); missing = [:]
                case "willSet": edits.append(SourceEdit(inserting: " \(will);", at: start)); missing["willSet"] = nil
                case "didSet":
                    edits.append(SourceEdit(inserting: " defer { \(did) };", at: start)); missing["didSet"] = nil
                default: missing = [:]  // `get` alone, `_read`/`_modify`: not a settable stored property
                }
            }
            if list.contains(where: { $0.accessorSpecifier.text == "didSet" || $0.accessorSpecifier.text == "willSet" })
            {
                let text = ["willSet", "didSet"].compactMap { missing[$0] }.joined(separator: " ")
                if !text.isEmpty {
                    edits.append(
                        SourceEdit(
                            inserting: " " + text, at: accessors.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset))
                }
            }
        }

        /// The class's `keyValueObservingKeyPaths`, on the line of its opening brace.
        private func addTable(to node: ClassDeclSyntax, keys: [String]) {
            let name = node.name.text
            let inherits = index.keyValueObservingTableIsInherited(name)
            let helper = "_keyValueObservingKeyPaths_\(name)"
            let entries = keys.map { "\(SourceLocation.quoted($0)): \\Root.\($0)" }.joined(separator: ", ")
            // As accessible as the class: an `open` class's override of UIView's `open` table must
            // be at least public ("overriding class property must be as accessible as the
            // declaration it overrides"), and `open` lets the subclasses of other modules override it.
            let access =
                node.modifiers.first { ["open", "public", "package"].contains($0.name.text) }.map { $0.name.text + " " }
                ?? ""
            let text =
                " nonisolated \(access)\(inherits ? "override " : "")class var keyValueObservingKeyPaths: [String: AnyKeyPath] {"
                + " _keyValueObservingKeyPaths(adding: { Self.\(helper)(Self.self) }, to: \(inherits ? "super.keyValueObservingKeyPaths" : "[:]")) };"
                + " @MainActor private static func \(helper)<Root: \(name)>(_: Root.Type) -> [String: AnyKeyPath] { [\(entries)] };"
            edits.append(
                SourceEdit(inserting: text, at: node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset))
            if !inherits, node.isNamableFromFileScope {
                let qualified = (node.enclosingTypeName.map { $0 + "." } ?? "") + name
                conformances.append("extension \(qualified): KeyValueObservingCompliant {}\n")
            }
        }
    }
}

extension ModuleIndex {
    /// Whether the class `name` gets `keyValueObservingKeyPaths` from its superclass: one of the
    /// module's classes above it has observable properties, or it descends from a class the module
    /// does not declare other than `NSObject` (UIKit's responders and Core Animation's layers have
    /// the table; `NSObject` has none).
    func keyValueObservingTableIsInherited(_ name: String) -> Bool {
        var seen: Set<String> = [], current = name
        while let parent = superclasses[current], seen.insert(current).inserted {
            if observableClasses.contains(parent) { return true }
            guard classes[parent] != nil else { return parent != "NSObject" }
            current = parent
        }
        return false
    }

    /// Whether a superclass of the module's class `name`, in the module, declares
    /// `observeValue(forKeyPath:of:change:context:)`.
    func ancestorDeclaresCallback(_ name: String) -> Bool {
        var seen: Set<String> = [], current = name
        while let parent = superclasses[current], classes[parent] != nil, seen.insert(current).inserted {
            if methods.contains(where: {
                $0.typeName.split(separator: ".").last.map(String.init) == parent
                    && $0.selector == KeyValueObservingPass.callbackSelector
            }) {
                return true
            }
            current = parent
        }
        return false
    }
}
