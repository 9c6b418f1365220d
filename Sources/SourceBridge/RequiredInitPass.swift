@_implementationOnly import SwiftSyntax

/// `override init()` in a subclass of `CALayer` (directly, or through the module's own classes)
/// → `required override init()`. On iOS `-[CALayer init]` is an ordinary designated initialiser,
/// so layer subclasses write `override init()`; ViewLab's `CALayer.init()` is `required`, because
/// `UIView.layerClass` creates the layer through the metatype and Swift can only call a required
/// initialiser there, and Swift then insists every override repeats `required` ("'required'
/// modifier must be present on all overrides of a required initializer").
enum RequiredInitPass {
    static func run(_ file: inout BridgedFile, index: ModuleIndex, isLayer: (String) -> Bool) {
        let collector = Collector()
        collector.layerClasses = Set(index.classes.keys.filter { index.inherits($0, from: isLayer) })
        collector.rewrite(&file)
    }

    final class Collector: EditCollector {
        var layerClasses: Set<String> = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            guard layerClasses.contains(node.name.text) else { return .visitChildren }
            for member in node.memberBlock.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.optionalMark == nil,
                      initializer.signature.parameterClause.parameters.isEmpty, !initializer.modifiers.has("required"),
                      let override = initializer.modifiers.first(where: { $0.name.text == "override" }) else { continue }
                edits.append(SourceEdit(inserting: "required ", at: override.positionAfterSkippingLeadingTrivia.utf8Offset))
            }
            return .visitChildren
        }
    }
}
