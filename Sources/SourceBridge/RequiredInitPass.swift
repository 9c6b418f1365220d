internal import Foundation
internal import SwiftSyntax

/// Subclasses of `CALayer` and `CAAnimation` written for iOS, where `-[CALayer init]` and
/// `-[CAAnimation init]` are ordinary designated initialisers. Here they are `required`, because
/// `UIView.layerClass` creates the layer (and `CAAnimation.copy()` the copy) through the metatype,
/// and Swift can only call a required initialiser there. The same holds for the initialisers
/// table and collection views make registered classes with — `UITableViewCell`'s
/// `init(style:reuseIdentifier:)`, `UITableViewHeaderFooterView`'s `init(reuseIdentifier:)`,
/// `UICollectionReusableView`'s `init(frame:)` — and `UICollectionViewLayoutAttributes`'s
/// `init()`: the host names, per outside class, the parameter list of its required initialiser. Swift then asks two things of every
/// subclass (directly, or through the module's own classes) that iOS code does not do; each is
/// rewritten on the line it concerns, so line numbers stay:
///
/// - `override init()` → `required override init()` ("'required' modifier must be present on all
///   overrides of a required initializer");
/// - a subclass that declares a designated initialiser (`init(frame:)`, `init(layer:)`…) but no
///   `init()` inherits no initialisers, so Swift demands the required one ("'required' initializer
///   'init()' must be provided by subclass"). On iOS such a class simply has no usable `init()`:
///   Swift code cannot call it, and the Objective-C runtime traps with "Use of unimplemented
///   initializer 'init()' for class" (Swift's `_unimplementedInitializer`). The pass adds, right
///   after the class's opening brace, the same: `@available(*, unavailable) required init() {
///   fatalError("Use of unimplemented initializer 'init()' for class 'X'") }`.
///
/// In an `open` class both are made `public` (unless they say their access level), since Swift
/// requires a required initialiser to be "accessible wherever class … can be subclassed".
enum RequiredInitPass {
    /// `requiredInit` answers for classes the module does not declare: the parameter list of the
    /// initialiser that is required here and not on iOS ("" for `init()`; nil: none).
    static func run(_ file: inout BridgedFile, index: ModuleIndex, requiredInit: (String) -> String?) {
        let collector = Collector()
        for name in index.classes.keys {
            if let outside = index.outsideSuperclass(of: name), let parameters = requiredInit(outside) {
                collector.classes[name] = parameters
            }
        }
        collector.rewrite(&file)
    }

    /// The argument labels of a parameter list (`"style: X, reuseIdentifier: Y"` → style, reuseIdentifier).
    static func labels(_ parameters: String) -> [String] {
        parameters.split(separator: ",").compactMap {
            $0.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// What the pass adds to a subclass without the required initialiser (one line, ended by `;`
    /// so that members written on the brace's line stay valid).
    static func unavailableInit(className: String, parameters: String = "", isOpen: Bool = false) -> String {
        let name = "init(" + labels(parameters).map { $0 + ":" }.joined() + ")"
        return
            " @available(*, unavailable) \(isOpen ? "public " : "")required init(\(parameters)) { fatalError(\"Use of unimplemented initializer '\(name)' for class '\(className)'\") };"
    }

    static let accessLevels: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]

    final class Collector: EditCollector {
        /// The module's classes that need a required initialiser, with its parameter list.
        var classes: [String: String] = [:]

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let parameters = classes[node.name.text] else { return .visitChildren }
            let labels = RequiredInitPass.labels(parameters)
            // With those inside the class's `#if` blocks (`#if os(iOS)` around a cell's initialisers).
            let initializers = ModuleMember.members(of: node.memberBlock.members).compactMap {
                $0.as(InitializerDeclSyntax.self)
            }
            let isOpen = node.modifiers.has("open")
            let plain = initializers.filter { $0.signature.parameterClause.parameters.map(\.firstName.text) == labels }
            for initializer in plain where initializer.optionalMark == nil && !initializer.modifiers.has("required") {
                guard let override = initializer.modifiers.first(where: { $0.name.text == "override" }) else {
                    continue
                }
                let statesAccess = initializer.modifiers.contains {
                    RequiredInitPass.accessLevels.contains($0.name.text)
                }
                edits.append(
                    SourceEdit(
                        inserting: isOpen && !statesAccess ? "public required " : "required ",
                        at: override.positionAfterSkippingLeadingTrivia.utf8Offset))
            }
            let declaresDesignated = initializers.contains { !$0.modifiers.has("convenience") }
            if declaresDesignated, plain.isEmpty {
                edits.append(
                    SourceEdit(
                        inserting: RequiredInitPass.unavailableInit(
                            className: node.name.text, parameters: parameters, isOpen: isOpen),
                        at: node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset))
            }
            return .visitChildren
        }
    }
}
