internal import SwiftSyntax

/// `override var delegate: UICollectionViewDelegate? { … }` in a subclass of `UICollectionView`
/// (also `UITableViewDelegate` / `UITextViewDelegate` for table and text views) → the same
/// property typed `UIScrollViewDelegate?`, on the same line.
///
/// On iOS, `UITableView`, `UICollectionView` and `UITextView` redeclare `UIScrollView`'s
/// `delegate` with their own protocol (`@property (nonatomic, weak, nullable) id
/// <UITableViewDelegate> delegate;` in UITableView.h), which Objective-C allows and the Swift
/// importer accepts as an override, so a subclass may override it with the narrow type. Swift
/// itself cannot narrow a read-write property, so ViewLab's classes keep `UIScrollView`'s type
/// (and read the delegate as their protocol where they call it); the override is given that type.
/// A getter's narrow value converts by itself; in a setter, `newValue` (or the setter's named
/// value) is shadowed by its cast to the narrow protocol, so the body reads it as written.
enum DelegateNarrowingPass {
    /// The protocols UIKit's scroll-view subclasses narrow `delegate` to.
    static let narrowed: Set<String> = ["UITableViewDelegate", "UICollectionViewDelegate", "UITextViewDelegate"]

    static func run(_ file: inout BridgedFile) {
        Collector().rewrite(&file)
    }

    final class Collector: EditCollector {
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.modifiers.has("override"), node.bindings.count == 1, let binding = node.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "delegate",
                let type = binding.typeAnnotation?.type
            else { return .skipChildren }
            let text = type.trimmedDescription
            let mark = text.hasSuffix("!") ? "!" : "?"
            let bare = text.trimmingSuffix(mark).trimmingPrefix("(").trimmingSuffix(")").replacingPrefix("any ", "")
            guard narrowed.contains(bare) else { return .skipChildren }
            edits.append(SourceEdit(replacing: type, with: "UIScrollViewDelegate\(mark)"))
            if case .accessors(let accessors)? = binding.accessorBlock?.accessors {
                for accessor in accessors where accessor.accessorSpecifier.text == "set" {
                    guard let body = accessor.body else { continue }
                    let value = accessor.parameters?.name.text ?? "newValue"
                    edits.append(
                        SourceEdit(
                            inserting: " let \(value) = \(value) as? \(bare);",
                            at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset))
                }
            }
            return .skipChildren
        }
    }
}

private extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
    func trimmingPrefix(_ prefix: String) -> String { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self }
    func replacingPrefix(_ prefix: String, _ replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
