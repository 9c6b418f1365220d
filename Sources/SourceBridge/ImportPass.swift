@_implementationOnly import SwiftParser
@_implementationOnly import SwiftSyntax

/// `import UIKit.UIGestureRecognizerSubclass` / `import UIKit.UIColor` → `import UIKit` (ViewLab's
/// UIKit has no submodules; the subclass-only API is part of it); `import Darwin` → `import Glibc`;
/// `import ObjectiveC` dropped (`ObjCRuntime` stands in for it and every copy imports it).
enum ImportPass {
    static func run(_ file: inout BridgedFile) {
        let tree = Parser.parse(source: file.text)
        var edits: [SourceEdit] = []
        for statement in tree.statements {
            guard let decl = statement.item.as(ImportDeclSyntax.self), let first = decl.path.first else { continue }
            let module = first.name.text
            if module == "ObjectiveC" {
                edits.append(SourceEdit(replacing: decl, with: ""))
            } else if module == "Darwin" {
                edits.append(SourceEdit(replacing: decl.path, with: "Glibc"))
            } else if decl.path.count > 1, ["UIKit", "QuartzCore", "CoreGraphics", "Foundation"].contains(module) {
                edits.append(SourceEdit(replacing: decl.path, with: module))
            }
        }
        file.text = SourceEdit.apply(edits, to: file.text)
    }
}
