internal import SwiftSyntax

/// Overrides of UIKit methods in extensions of UIKit classes — a category replacing a method of
/// a class the module does not declare:
///
///     extension UITableViewCell {
///         open override func layoutSubviews() { super.layoutSubviews(); … }
///     }
///
/// On iOS the category's method replaces the class's own for every instance, and `super` reaches
/// the superclass's (see ObjCRuntime's `MethodSwizzling+Categories`); Swift on Linux rejects it
/// ("declarations in extensions cannot override yet"). For the UIKit methods that consult the
/// runtime's table (`replaceable`), the member is renamed on its line
/// (`_viewlab_UITableViewCell_layoutSubviews`, without `override`, `private` or `fileprivate`),
/// its `super` calls of itself become `MethodSwizzling.sendSuper(self, above: UITableViewCell.self,
/// "layoutSubviews", […]) as Void` (the member's own type), and a per-file function registers it
/// with `MethodSwizzling.replace` (under the member's `#if` condition). Other overrides in
/// extensions of UIKit classes stay for `ExtensionOverridePass`, which reports them.
enum ExtensionReplacementPass {
    /// The methods UIKit lets an extension replace (those that call `MethodSwizzling.run`): their
    /// selectors, and their Swift names for messages.
    static let replaceable: KeyValuePairs<String, String> = [
        "layoutSubviews": "layoutSubviews()", "traitCollectionDidChange:": "traitCollectionDidChange(_:)",
        "awakeFromNib": "awakeFromNib()", "didMoveToSuperview": "didMoveToSuperview()",
        "didMoveToWindow": "didMoveToWindow()", "draw:": "draw(_:)", "intrinsicContentSize": "intrinsicContentSize",
        "hitTest:with:": "hitTest(_:with:)", "pointInside:with:": "point(inside:with:)", "viewDidLoad": "viewDidLoad()",
        "viewWillAppear:": "viewWillAppear(_:)", "viewDidAppear:": "viewDidAppear(_:)",
        "viewDidLayoutSubviews": "viewDidLayoutSubviews()", "prepareForReuse": "prepareForReuse()",
        "canBecomeFirstResponder": "canBecomeFirstResponder", "inputView": "inputView",
        "inputAccessoryView": "inputAccessoryView",
    ]

    /// The name of the per-file registration function.
    static func registrationFunction(_ fileNumber: Int) -> String { "_viewlabRegisterReplacements_\(fileNumber)" }

    /// Rewrites the replaceable overrides of every file; returns the numbers of the files that got
    /// a registration function.
    static func run(_ files: inout [BridgedFile]) -> [Int] {
        let trees = files.map(\.syntax)
        let declared = ModuleMember.classes(in: trees)
        var edits = Array(repeating: [SourceEdit](), count: files.count)
        var registrations = Array(repeating: [String](), count: files.count)
        for member in ModuleMember.all(in: trees)
        where member.inExtension && member.isOverride && declared[member.typeName] == nil {
            guard let key = member.key, let selector = selector(of: member.decl),
                replaceable.contains(where: { $0.key == selector }),
                ExtensionDispatchPass.supports(member.decl), let type = valueType(of: member.decl)
            else { continue }
            edits[member.file] += rewrite(member, key: key, selector: selector, type: type)
            registrations[member.file].append(
                ModuleMember.wrap(registration(member, key: key, selector: selector), in: member.condition))
        }
        var registered: [Int] = []
        for number in files.indices where !edits[number].isEmpty {
            files[number].replaceText(SourceEdit.apply(edits[number], to: files[number].text))
            files[number].appendix.append(
                "func \(registrationFunction(number))() {\n" + registrations[number].joined(separator: "\n") + "\n}\n")
            registered.append(number)
        }
        return registered
    }

    /// The Objective-C selector of a method or a property's getter.
    static func selector(of decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) { return function.objCSelector }
        return ModuleMember.key(of: decl).map(ObjCSelectorName.getter)
    }

    /// What the member gives back, as written (`Void` for a method without a return type).
    static func valueType(of decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            return function.signature.returnClause?.type.trimmedDescription ?? "Void"
        }
        return decl.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type.trimmedDescription
    }

    /// The member renamed in place, and its `super` calls of itself sent to the superclass.
    static func rewrite(_ member: ModuleMember, key: String, selector: String, type: String) -> [SourceEdit] {
        var edits: [SourceEdit] = []
        if let function = member.decl.as(FunctionDeclSyntax.self) {
            edits.append(SourceEdit(replacing: function.name, with: name(member, key)))
        } else if let pattern = member.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern {
            edits.append(SourceEdit(replacing: pattern, with: name(member, key)))
        }
        for modifier in member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
        where ["override", "private", "fileprivate"].contains(modifier.name.text) {
            edits.append(SourceEdit(replacing: modifier, with: ""))
        }
        let calls = ExtensionDispatchPass.SuperCalls(key: key, viewMode: .sourceAccurate)
        calls.walk(member.decl)
        func send(_ arguments: String) -> String {
            "(MethodSwizzling.sendSuper(self, above: \(member.typeName).self, \(SourceLocation.quoted(selector)), [\(arguments)]) as \(type))"
        }
        for call in calls.calls {
            edits.append(
                SourceEdit(
                    replacing: call,
                    with: send(call.arguments.map { $0.expression.trimmedDescription }.joined(separator: ", "))))
        }
        for property in calls.properties { edits.append(SourceEdit(replacing: property, with: send(""))) }
        return edits
    }

    /// `MethodSwizzling.replace(UITableViewCell.self, "layoutSubviews") { … }`, calling the
    /// renamed member with the message's arguments.
    static func registration(_ member: ModuleMember, key: String, selector: String) -> String {
        var call = "(object as! \(member.typeName)).\(name(member, key))"
        if let function = member.decl.as(FunctionDeclSyntax.self) {
            let arguments = function.signature.parameterClause.parameters.enumerated().map { index, parameter in
                let label = parameter.firstName.text == "_" ? "" : parameter.firstName.text + ": "
                return label + "arguments[\(index)] as! \(parameter.type.trimmedDescription)"
            }
            call += "(" + arguments.joined(separator: ", ") + ")"
        }
        let parameters = call.contains("arguments[") ? "object, arguments" : "object, _"
        return
            "    MethodSwizzling.replace(\(member.typeName).self, \(SourceLocation.quoted(selector))) { \(parameters) in \(call) }"
    }

    static func name(_ member: ModuleMember, _ key: String) -> String {
        ExtensionDispatchPass.implementationName(member.typeName, key)
    }
}
