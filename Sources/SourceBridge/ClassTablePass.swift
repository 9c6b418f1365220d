internal import SwiftParser
internal import SwiftSyntax

/// Registers every non-generic class of the file in `ClassTable` under its name, with the file
/// that declares it — what `NSClassFromString` finds on Apple platforms — so the nib loader finds
/// a XIB's `customClass="ShopView"` in a live-compiled module, and XIBs next to the file.
/// Classes declared inside functions are left out (they have no stable name), and so are `private`
/// nested classes, which the registration function at file scope cannot name, and unavailable ones.
///
/// A class that declares `override init(layer:)` (a layer subclass copying its own properties into
/// Core Animation's shadow copies) also registers that initialiser
/// (`ClassTable.registerCopyInitializer`), so its presentation copies are made with it, as on iOS.
enum ClassTablePass {
    /// The name of the per-file registration function.
    static func registrationFunction(_ fileNumber: Int) -> String { "_viewlabRegisterClasses_\(fileNumber)" }

    /// Appends the registration function of `file`; returns whether it has one.
    static func run(_ file: inout BridgedFile, fileNumber: Int) -> Bool {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file.syntax)
        guard !collector.names.isEmpty else { return false }
        // A class inside an `#if` the bridge cannot decide (a library's own flag) is registered
        // under the same condition, so the registration compiles whichever way the flag goes.
        func guarded(_ name: String, _ line: String) -> String {
            guard let condition = collector.conditions[name] else { return line }
            return "#if \(condition)\n\(line)\n#endif"
        }
        let lines =
            collector.names.map { name in
                guarded(
                    name,
                    "    ClassTable.register(\(name).self, name: \(SourceLocation.quoted(name)), file: \(SourceLocation.quoted(file.path)))"
                )
            }
            + collector.objcNames.map { name, objcName in
                guarded(
                    name,
                    "    ClassTable.register(\(name).self, name: \(SourceLocation.quoted(objcName)), file: \(SourceLocation.quoted(file.path)))"
                )
            }
            + collector.layerCopying.map { name in
                guarded(name, "    ClassTable.registerCopyInitializer(\(name).self) { \(name)(layer: $0) }")
            }
        file.appendix.append("func \(registrationFunction(fileNumber))() {\n" + lines.joined(separator: "\n") + "\n}\n")
        return true
    }

    final class Collector: ActiveCodeVisitor {
        var names: [String] = []
        /// The classes among `names` that declare `override init(layer:)`.
        var layerCopying: [String] = []
        /// Classes with an explicit Objective-C name: (Swift name, Objective-C name).
        var objcNames: [(String, String)] = []
        /// The condition of the undecided `#if` clauses around a class of `names`, if any.
        var conditions: [String: String] = [:]

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            // An `@available(*, unavailable, renamed: …)` class (a library's old name kept for
            // migration) cannot be named by the registration function, as no Swift code can.
            if node.genericParameterClause == nil, !node.isInsideCode, node.isNamableFromFileScope,
                !node.attributes.marksUnavailable
            {
                let name = (node.enclosingTypeName.map { $0 + "." } ?? "") + node.name.text
                names.append(name)
                if let condition = Syntax(node).undecidedClauseCondition { conditions[name] = condition }
                if node.declaresLayerCopyInitializer { layerCopying.append(name) }
                // `@objc(SDCActionCell)`: the Objective-C name, which `NSClassFromString` and a
                // XIB's `customClass` use on iOS.
                if let objcName = node.attributes.objCName { objcNames.append((name, objcName)) }
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}

extension ClassDeclSyntax {
    /// Whether the class declares `override init(layer: …)`, the designated initialiser Core
    /// Animation makes shadow copies with.
    var declaresLayerCopyInitializer: Bool {
        memberBlock.members.contains { member in
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.optionalMark == nil,
                initializer.modifiers.has("override"), !initializer.modifiers.has("convenience")
            else { return false }
            let parameters = initializer.signature.parameterClause.parameters
            return parameters.count == 1 && parameters.first?.firstName.text == "layer"
        }
    }
}

extension AttributeListSyntax {
    /// The name in `@objc(Name)`, if the declaration has one.
    var objCName: String? {
        for case .attribute(let attribute) in self where attribute.attributeName.trimmedDescription == "objc" {
            guard let text = attribute.arguments?.trimmedDescription, !text.isEmpty, !text.contains(":") else {
                continue
            }
            return text
        }
        return nil
    }
}
