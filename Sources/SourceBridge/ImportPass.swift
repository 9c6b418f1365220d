internal import SwiftParser
internal import SwiftSyntax

/// Module names of Apple's platforms:
/// - `import UIKit.UIGestureRecognizerSubclass` / `import UIKit.UIColor` → `import UIKit` (ViewLab's
///   UIKit has no submodules; the subclass-only API is part of it), and `import
///   CoreImage.CIFilterBuiltins` → `import CoreImage` (the typed filters are part of it);
/// - `import Darwin` → `import Glibc`, and names qualified with the module, `Darwin.round(x)` /
///   `Darwin.timeval`, → `Glibc.round(x)` / `Glibc.timeval`: Glibc is Linux's C library module, with
///   the same Swift overlay (`round` of any `FloatingPoint`…). On Apple platforms Foundation
///   re-exports Darwin, so a file importing only Foundation may qualify with `Darwin`; on Linux
///   Foundation re-exports Glibc the same way;
/// - `import os.log` / `import os.signpost` / `import OSLog` → `import os` (ViewLab's `os` module
///   holds the unified-logging API; Apple's `os.log` is a submodule of a C module);
/// - `import ObjectiveC` dropped (`ObjCRuntime` stands in for it and every copy imports it).
/// - Scoped imports keep the declaration they name: `import class Foundation.Bundle` stays,
///   `import func Darwin.sqrt` → `import func Glibc.sqrt`.
///
/// Imports inside `#if` blocks count too (`#if os(iOS) || os(tvOS)` around
/// `import UIKit.UIGestureRecognizerSubclass`, as multi-platform libraries write it).
enum ImportPass {
    static func run(_ file: inout BridgedFile) {
        let tree = file.syntax
        var edits: [SourceEdit] = []
        let imports = ImportCollector(viewMode: .sourceAccurate)
        imports.walk(tree)
        for decl in imports.found {
            guard let first = decl.path.first else { continue }
            let module = first.name.text
            // A scoped import (`import class Foundation.Bundle`, `import func Darwin.sqrt`) names
            // a declaration after the module: only the module is renamed, the name is kept.
            let scoped = decl.importKindSpecifier != nil
            if module == "ObjectiveC" {
                edits.append(SourceEdit(replacing: decl, with: ""))
            } else if module == "Darwin" {
                edits.append(
                    scoped
                        ? SourceEdit(replacing: first.name, with: "Glibc")
                        : SourceEdit(replacing: decl.path, with: "Glibc"))
            } else if module == "OSLog" {
                edits.append(
                    scoped
                        ? SourceEdit(replacing: first.name, with: "os") : SourceEdit(replacing: decl.path, with: "os"))
            } else if !scoped, decl.path.count > 1,
                ["UIKit", "QuartzCore", "CoreGraphics", "CoreImage", "Foundation", "os"].contains(module)
            {
                edits.append(SourceEdit(replacing: decl.path, with: module))
            }
        }
        let qualified = DarwinQualifierCollector(viewMode: .sourceAccurate)
        qualified.walk(tree)
        edits += qualified.bases.map { SourceEdit(replacing: $0, with: "Glibc") }
        file.replaceText(SourceEdit.apply(edits, to: file.text))
    }

    /// Every import declaration of the file, at top level or in `#if` blocks.
    final class ImportCollector: SyntaxVisitor {
        var found: [ImportDeclSyntax] = []

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .skipChildren
        }
    }

    /// The `Darwin` of `Darwin.name` in expressions and types.
    final class DarwinQualifierCollector: SyntaxVisitor {
        var bases: [TokenSyntax] = []

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "Darwin",
                base.argumentNames == nil
            {
                bases.append(base.baseName)
            }
            return .visitChildren
        }

        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.baseType.as(IdentifierTypeSyntax.self), base.name.text == "Darwin",
                base.genericArgumentClause == nil
            {
                bases.append(base.name)
            }
            return .visitChildren
        }
    }
}
