internal import SwiftSyntax

/// `@NSManaged var progress: CGFloat` (in a `CALayer` or `CAAnimation` subclass) → a computed
/// property on the object's key-value storage, on the same line:
/// `var progress: CGFloat { get { NSManagedValue.read(self.value(forKey: "progress"), as: (CGFloat).self, key: "progress") } set { self.setValue(newValue, forKey: "progress") } }`.
///
/// On Apple platforms `@NSManaged` promises that the Objective-C runtime provides the accessors,
/// and Core Animation does for layers and animations: their `@dynamic` properties are stored as
/// key values, so `needsDisplay(forKey:)`, `defaultValue(forKey:)` and `CABasicAnimation(keyPath:)`
/// see them (Apple, *Core Animation Programming Guide*, "Key-Value Coding Extensions"). On Linux
/// the attribute type-checks but nothing provides the accessors, so the program fails to link.
/// Setting the bridged property goes through `setValue(_:forKey:)`, which redraws the layer when
/// its class's `needsDisplay(forKey:)` says so, as on iOS; a key never set reads as zero, `false`
/// or nil (`NSManagedValue`). A declaration binding several names is left as written.
enum NSManagedPass {
    static func run(_ file: inout BridgedFile) {
        Collector().rewrite(&file)
    }

    /// The accessors of the property `name` of type `type`.
    static func accessors(name: String, type: String) -> String {
        let readType = type.hasSuffix("!") ? String(type.dropLast()) + "?" : type
        let key = SourceLocation.quoted(name)
        return " { get { NSManagedValue.read(self.value(forKey: \(key)), as: (\(readType)).self, key: \(key)) }"
            + " set { self.setValue(newValue, forKey: \(key)) } }"
    }

    final class Collector: EditCollector {

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let attribute = node.attributes.attribute(named: "NSManaged"), node.bindings.count == 1,
                let binding = node.bindings.first, binding.accessorBlock == nil, binding.initializer == nil,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation?.type
            else { return .skipChildren }
            edits.append(SourceEdit(replacing: attribute, with: ""))
            edits.append(
                SourceEdit(
                    inserting: NSManagedPass.accessors(name: name.filter { $0 != "`" }, type: type.trimmedText),
                    at: binding.endPositionBeforeTrailingTrivia.utf8Offset))
            return .skipChildren
        }
    }
}
