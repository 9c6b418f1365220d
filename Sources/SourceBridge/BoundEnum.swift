internal import SwiftSyntax

/// An enum of the module whose cases carry no values (see `ShellBindingPass`).
struct BoundEnum {
    var name: String
    var cases: [String]

    init?(_ decl: EnumDeclSyntax) {
        let elements = decl.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
        guard !elements.isEmpty, elements.allSatisfy({ $0.parameterClause == nil }) else { return nil }
        name = (decl.enclosingTypeName.map { $0 + "." } ?? "") + decl.name.text
        cases = elements.map(\.name.text)
    }

    /// `ShellEnumBinding(T.self, name: "T", cases: [("a", T.a), …])`.
    var bindingExpression: String {
        let list = cases.map { "(\(SourceLocation.quoted($0.filter { $0 != "`" })), \(name).\($0))" }
        return
            "ShellEnumBinding(\(name).self, name: \(SourceLocation.quoted(name)), cases: [\(list.joined(separator: ", "))])"
    }
}
