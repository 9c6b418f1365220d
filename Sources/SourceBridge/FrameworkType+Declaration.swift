internal import Foundation
internal import SwiftSyntax

/// How a framework type is declared in the shell (see `FrameworkBindingPass`): its kind, the
/// one-sentence summary of its doc comment (`:help TYPE`), whether values compare with `==`, and
/// the named values an option set or a raw-value struct prints as (`[.touchUpInside]`, `.round`).
extension FrameworkType {
    /// `m.declareClass(…)`, `m.declareEnum(…)`, `m.declareOptionSet(…)` or `m.declareStruct(…)`.
    func declaration(index: FrameworkIndex) -> String {
        let doc = "doc: " + SourceLocation.quoted(summary)
        switch kind {
        case .classType:
            return "m.declareClass(superclass: \(superclass(in: index).map(SourceLocation.quoted) ?? "nil"), \(doc))"
        case .enumType: return "m.declareEnum(\(doc))"
        case .optionSet: return "m.declareOptionSet(\(doc)) {\n" + namedList + "\n}"
        case .structType where isEquatable && isRawRepresentable && !namedValues.isEmpty:
            return "m.declareNamedStruct(\(doc)) {\n" + namedList + "\n}"
        case .structType where isEquatable: return "m.declareEquatableStruct(\(doc))"
        case .structType: return "m.declareStruct(\(doc))"
        }
    }

    /// `[("touchDown", UIControl.Event.touchDown), …]`, one value a line.
    private var namedList: String {
        "    ["
            + namedValues.map { "(\(SourceLocation.quoted($0.filter { $0 != "`" })), \(name).\($0))" }.joined(
                separator: ",\n     ") + "]"
    }

    /// Declared `Equatable`, `Hashable` or `Comparable` (an option set is `Equatable`).
    var isEquatable: Bool {
        kind == .optionSet || inherited.contains { ["Equatable", "Hashable", "Comparable"].contains($0) }
    }

    var isRawRepresentable: Bool { inherited.contains("RawRepresentable") }

    /// The public static constants of the type's own type, in declaration order
    /// (`public static let touchDown = Event(rawValue: 1 << 0)`).
    var namedValues: [String] {
        let simple = String(name.split(separator: ".").last ?? "")
        let selfTypes = [name, simple, "Self"]
        return publicMembers.compactMap { $0.as(VariableDeclSyntax.self) }
            .filter { $0.modifiers.has("static") && $0.bindingSpecifier.text == "let" }
            .flatMap { decl in
                decl.bindings.compactMap { binding -> String? in
                    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                        return nil
                    }
                    if let annotation = binding.typeAnnotation?.type.trimmedDescription {
                        return selfTypes.contains(annotation) ? identifier : nil
                    }
                    let value = binding.initializer?.value.trimmedDescription ?? ""
                    let isOwnValue = (selfTypes.map { $0 + "(" } + selfTypes.map { $0 + ".init(" } + [".init("])
                        .contains { value.hasPrefix($0) }
                    return isOwnValue ? identifier : nil
                }
            }
    }

    /// The first sentence of the first paragraph of the doc comment just before the declaration,
    /// on one line.
    static func docSummary(of trivia: Trivia) -> String {
        var block: [String] = []
        var newlines = 0
        for piece in trivia {
            switch piece {
            case .docLineComment(let text):
                if newlines > 1 { block = [] }
                block.append(String(text.dropFirst(3)).trimmingCharacters(in: .whitespaces))
                newlines = 0
            case .newlines(let count), .carriageReturnLineFeeds(let count): newlines += count
            case .spaces, .tabs: break
            default: block = []
            }
        }
        let paragraph = block.drop { $0.isEmpty }.prefix { !$0.isEmpty }.joined(separator: " ")
        guard let end = paragraph.range(of: ". ") else { return paragraph }
        return String(paragraph[..<end.lowerBound]) + "."
    }
}
