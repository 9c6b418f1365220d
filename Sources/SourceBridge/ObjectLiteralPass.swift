internal import SwiftSyntax

/// Xcode's object literals → the initialisers they stand for, on the same line:
/// `#colorLiteral(red: r, green: g, blue: b, alpha: a)` → `UIColor(red: r, green: g, blue: b, alpha: a)`
/// and `#imageLiteral(resourceName: "n")` → `UIImage(named: "n")!`. With UIKit imported, Swift
/// types these literals through `_ColorLiteralType`/`_ImageLiteralType`, which UIKit's Swift overlay
/// defines as `UIColor` and `UIImage` (the "Color Literal"/"Image Literal" entries of *The Swift
/// Programming Language*, "Literal Expression"; UIKit's `UIColor: _ExpressibleByColorLiteral` uses
/// `init(red:green:blue:alpha:)` in sRGB, and an image literal is the named image, never nil in an
/// app that compiled). ViewLab's UIKit does not declare those protocol hooks, so the compiler on
/// Linux gives up on these expressions ("failed to produce diagnostic").
enum ObjectLiteralPass {
    static func run(_ file: inout BridgedFile) {
        Collector().rewrite(&file)
    }

    final class Collector: EditCollector {

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            let arguments = node.arguments.trimmedText
            switch node.macroName.text {
            case "colorLiteral": edits.append(SourceEdit(replacing: node, with: "UIColor(\(arguments))"))
            case "imageLiteral":
                guard let name = node.arguments.first, name.label?.text == "resourceName" else { return .visitChildren }
                edits.append(SourceEdit(replacing: node, with: "UIImage(named: \(name.expression.trimmedText))!"))
            default: return .visitChildren
            }
            return .skipChildren
        }
    }
}
