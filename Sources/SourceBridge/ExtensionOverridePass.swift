internal import SwiftParser
internal import SwiftSyntax

/// Overrides declared in extensions (`extension RatingView { override func layoutSubviews() … }`),
/// which Swift allows on Apple platforms for Objective-C methods but rejects on Linux
/// ("declarations in extensions cannot override yet"): when the class is declared in the module
/// being compiled, the member is moved into the class body, wrapped in `#sourceLocation` so it
/// still reports its own file and line; its place in the extension becomes blank lines. An
/// override in an extension of a class the module does not declare (a UIKit class) cannot be
/// moved: unless it replaces one of the UIKit methods that consult the runtime's table (rewritten
/// by `ExtensionReplacementPass` before), it is reported as an error naming the methods that can
/// be replaced (overrides of members the module itself declares in extensions were given a
/// dispatcher by `ExtensionDispatchPass` before).
/// A member declared in an extension of a class of the same file and overridden in a subclass
/// ("declarations in extensions cannot be overridden yet") moves into the class body the same
/// way. Extensions inside `#if` blocks count too: the moved member keeps its condition
/// (`#if os(Linux) … #endif` around it in the class body). A member moved to another file takes
/// its file's `private` helpers with it in reach (`FilePrivateWidening`).
enum ExtensionOverridePass {
    static func run(_ files: inout [BridgedFile], index: ModuleIndex) -> [SourceBridge.Diagnostic] {
        var edits = Array(repeating: [SourceEdit](), count: files.count)
        var diagnostics: [SourceBridge.Diagnostic] = []
        let trees = files.map(\.syntax)
        // Class name → (file number, closing brace offset, its line).
        var bodies: [String: (file: Int, offset: Int, line: Int)] = [:]
        for (name, found) in ModuleMember.classes(in: trees) {
            let converter = SourceLocationConverter(fileName: files[found.file].path, tree: trees[found.file])
            let brace = found.decl.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia
            bodies[name] = (found.file, brace.utf8Offset, converter.line(of: brace))
        }
        let members = ModuleMember.all(in: trees)
        let overridden = Set(members.filter { $0.isOverride }.compactMap(\.key))
        var moved: [String: [String]] = [:]
        var movedFrom: Set<Int> = []
        for member in members where member.inExtension {
            let typeName = member.typeName
            // A member declared in an extension of a class of the same file and overridden in a
            // subclass moves into the class body too (other files: `ExtensionDispatchPass`).
            let overriddenBase =
                !member.isOverride && member.key.map(overridden.contains) == true
                && bodies[typeName]?.file == member.file
            guard isOverride(member.decl) || overriddenBase else { continue }
            let converter = SourceLocationConverter(fileName: files[member.file].path, tree: trees[member.file])
            let line = converter.line(of: member.decl.positionAfterSkippingLeadingTrivia)
            guard bodies[typeName] != nil else {
                diagnostics.append(
                    .init(
                        file: files[member.file].path, line: line,
                        message:
                            "an override in an extension of \(typeName), a class this module does not declare, cannot be bridged: UIKit here lets an extension replace only \(ExtensionReplacementPass.replaceable.map(\.value).joined(separator: ", ")) (move it into a subclass of \(typeName))"
                    ))
                continue
            }
            edits[member.file].append(SourceEdit(replacing: member.decl, with: ""))
            if let body = bodies[typeName], body.file != member.file { movedFrom.insert(member.file) }
            let text =
                SourceLocation.directive(file: files[member.file].path, line: line) + "\n" + member.textInClassBody
            moved[typeName, default: []].append(ModuleMember.wrap(text, in: member.condition))
        }
        for (typeName, members) in moved.sorted(by: { $0.key < $1.key }) {
            guard let body = bodies[typeName] else { continue }
            let text =
                "\n" + members.joined(separator: "\n") + "\n"
                + SourceLocation.directive(file: files[body.file].path, line: body.line) + "\n"
            edits[body.file].append(SourceEdit(inserting: text, at: body.offset))
        }
        edits = zip(edits, FilePrivateWidening.edits(for: movedFrom, in: trees)).map { $0 + $1 }
        for number in files.indices where !edits[number].isEmpty {
            files[number].replaceText(SourceEdit.apply(edits[number], to: files[number].text))
        }
        return diagnostics
    }

    static func isOverride(_ decl: DeclSyntax) -> Bool {
        guard !decl.is(InitializerDeclSyntax.self) else { return false }
        return decl.asProtocol(WithModifiersSyntax.self)?.modifiers.has("override") == true
    }
}
