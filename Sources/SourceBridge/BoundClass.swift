internal import SwiftSyntax

/// A class of the module as the shell binding generator sees it (see `ShellBindingPass`).
struct BoundClass {
    /// Qualified as Swift names it from file scope (`Outer.Inner`).
    var name: String
    var simpleName: String
    /// The first inherited type, without a `UIKit.`/`QuartzCore.` qualifier.
    var superclass: String?
    var isDesignable: Bool
    var location: String
    /// The class body's members and those of the module's extensions of the class.
    var members: [MemberBlockItemSyntax]

    init(_ decl: ClassDeclSyntax, location: String) {
        simpleName = decl.name.text
        name = (decl.enclosingTypeName.map { $0 + "." } ?? "") + simpleName
        let first = decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        superclass = first.map { String($0.split(separator: ".").last ?? Substring($0)) }
        isDesignable = decl.attributes.has("IBDesignable")
        self.location = location
        members = Array(decl.memberBlock.members)
    }

    /// `extension NAME { @MainActor static func FUNCTION() -> ShellClassBinding { … } }`: on the main
    /// actor, so that it may form key paths to the members of a class annotated `@MainActor`.
    func bindingExtension(
        function: String, family: ShellBindingPass.Family, module: ShellBindingModule,
        superclassFamily: (String) -> ShellBindingPass.Family?
    ) -> String {
        var body = [
            "var binding = ShellClassBinding(\(name).self, name: \(SourceLocation.quoted(name)), designable: \(isDesignable), location: \(SourceLocation.quoted(location)))"
        ]
        let available = initializers(family: family, module: module, superclassFamily: superclassFamily)
        body += (available.designated + available.convenience).filter(\.isBindable).map {
            $0.bindingCall(typeName: name)
        }
        body += members.flatMap { item -> [String] in
            if let variable = item.decl.as(VariableDeclSyntax.self) {
                return BoundMember.properties(variable, typeName: name)
            }
            if let function = item.decl.as(FunctionDeclSyntax.self) {
                return BoundMember.method(function, typeName: name).map { [$0] } ?? []
            }
            return []
        }
        body.append("return binding")
        return "extension \(name) {\n    @MainActor static func \(function)() -> ShellClassBinding {\n"
            + body.map { "        " + $0 }.joined(separator: "\n") + "\n    }\n}\n"
    }

    // MARK: - Initialisers

    /// The initialisers the class has, declared or inherited, by Swift's inheritance rules: a class
    /// that declares no designated initialiser inherits all of its superclass's; one that overrides
    /// every designated initialiser of its superclass also inherits its convenience ones.
    func initializers(
        family: ShellBindingPass.Family, module: ShellBindingModule,
        superclassFamily: (String) -> ShellBindingPass.Family?,
        seen: Set<String> = []
    ) -> (designated: [BoundInitializer], convenience: [BoundInitializer]) {
        let declared = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.map(BoundInitializer.init)
        let ownDesignated = declared.filter { !$0.isConvenience }
        let ownConvenience = declared.filter(\.isConvenience)
        let inherited: (designated: [BoundInitializer], convenience: [BoundInitializer])
        if let parent = superclass.flatMap(module.boundClass(named:)), !seen.contains(name) {
            inherited = parent.initializers(
                family: family, module: module, superclassFamily: superclassFamily, seen: seen.union([name]))
        } else {
            inherited = superclass.flatMap(FrameworkInitializers.inherited(from:)) ?? BoundInitializer.root(family)
        }
        let designated = ownDesignated.isEmpty ? inherited.designated : ownDesignated
        let overridesAll = inherited.designated.filter { !$0.isDefaultedForm }.allSatisfy { parent in
            declared.contains { $0.key == parent.key }
        }  // a convenience override counts (TSPL, rule 2)
        var convenience = ownConvenience
        if ownDesignated.isEmpty || overridesAll {
            convenience += inherited.convenience.filter { parent in !declared.contains { $0.key == parent.key } }
        }
        return (designated, convenience)
    }
}

/// An initialiser, declared or inherited.
struct BoundInitializer {
    var labels: [String]
    var types: [String]
    var isConvenience: Bool
    var isThrowing: Bool
    /// Failable, generic, `async`, hidden, or with parameters a closure cannot take: not bound
    /// (but still counted by the inheritance rules).
    var isBindable: Bool
    /// A framework initialiser called with some defaulted parameters left out
    /// (`UIButton(configuration:)` for `init(configuration:primaryAction:)`): bound, but not a
    /// declaration of its own for the inheritance rules.
    var isDefaultedForm = false

    var key: String { labels.joined(separator: ":") }

    init(labels: [String], types: [String], isConvenience: Bool, isBindable: Bool = true, isDefaultedForm: Bool = false)
    {
        self.labels = labels
        self.types = types
        self.isConvenience = isConvenience
        isThrowing = false
        self.isBindable = isBindable
        self.isDefaultedForm = isDefaultedForm
    }

    init(_ decl: InitializerDeclSyntax) {
        let parameters = decl.signature.parameterClause.parameters
        labels = parameters.map { $0.firstName.text }
        types = parameters.map { $0.type.trimmedDescription }
        isConvenience = decl.modifiers.has("convenience")
        isThrowing = decl.signature.effectSpecifiers?.throwsClause != nil
        isBindable =
            decl.optionalMark == nil && decl.genericParameterClause == nil && !decl.modifiers.isHidden
            && !decl.attributes.marksUnavailable && decl.signature.effectSpecifiers?.asyncSpecifier == nil
            && BoundMember.areBindable(parameters)
    }

    /// What a class the module does not declare gives its subclasses: `UIView`'s designated
    /// `init(frame:)` and `init?(coder:)` and its convenience `init()` (`UICollectionView`'s
    /// designated `init(frame:collectionViewLayout:)`; `UITableView`'s `init(frame:style:)` and
    /// convenience `init(frame:)`); `CALayer`'s `init()`
    /// (required, so every subclass has it) and `init?(coder:)`; `NSObject`'s designated `init()`.
    static func root(_ family: ShellBindingPass.Family) -> (
        designated: [BoundInitializer], convenience: [BoundInitializer]
    ) {
        let coder = BoundInitializer(labels: ["coder"], types: ["NSCoder"], isConvenience: false, isBindable: false)
        switch family {
        case .view:
            return (
                [BoundInitializer(labels: ["frame"], types: ["CGRect"], isConvenience: false), coder],
                [BoundInitializer(labels: [], types: [], isConvenience: true)]
            )
        case .collectionView:
            return (
                [
                    BoundInitializer(
                        labels: ["frame", "collectionViewLayout"], types: ["CGRect", "UICollectionViewLayout"],
                        isConvenience: false), coder,
                ], []
            )
        case .tableView:
            return (
                [
                    BoundInitializer(
                        labels: ["frame", "style"], types: ["CGRect", "UITableView.Style"], isConvenience: false),
                    coder,
                ],
                [
                    BoundInitializer(labels: ["frame"], types: ["CGRect"], isConvenience: true),
                    BoundInitializer(labels: [], types: [], isConvenience: true),
                ]
            )
        case .layer:
            return ([BoundInitializer(labels: [], types: [], isConvenience: false), coder], [])
        case .object:
            return ([BoundInitializer(labels: [], types: [], isConvenience: false)], [])
        }
    }

    /// `binding.initializer(["frame"]) { (a0: CGRect) in T(frame: a0) }`.
    func bindingCall(typeName: String) -> String {
        let labelList = "[" + labels.map(SourceLocation.quoted).joined(separator: ", ") + "]"
        let call = BoundMember.call("\(typeName)", labels: labels, throwing: isThrowing)
        let parameters = types.enumerated().map { "a\($0.offset): \($0.element)" }.joined(separator: ", ")
        return "binding.initializer(\(labelList)) { " + (types.isEmpty ? "" : "(\(parameters)) in ") + call + " }"
    }
}
