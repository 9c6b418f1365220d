internal import SwiftParser
internal import SwiftSyntax

/// A framework's umbrella import: in a CocoaPods or Xcode framework target, the module's umbrella
/// header imports UIKit, and every Swift file of the framework sees what it imports — so a file
/// that imports only Foundation may use `UIView` and `CGFloat` (GTProgressBar's files do). When
/// any file of the module imports UIKit, the copies of the files that do not get `import UIKit`
/// in their header (`BridgedFile.compiledText`, before the `#sourceLocation`, so no line moves).
/// A module that never imports UIKit is left alone.
enum UmbrellaImportPass {
    static func run(_ files: inout [BridgedFile]) {
        let imports = files.map(importedModules)
        guard imports.contains(where: { $0.contains("UIKit") }) else { return }
        for number in files.indices where !imports[number].contains("UIKit") {
            files[number].headerImports.append("UIKit")
        }
    }

    /// The first component of each top-level `import` of `file`.
    static func importedModules(_ file: BridgedFile) -> Set<String> {
        var modules: Set<String> = []
        for statement in file.syntax.statements {
            if let decl = statement.item.as(ImportDeclSyntax.self), let first = decl.path.first {
                modules.insert(first.name.text)
            }
        }
        return modules
    }
}
