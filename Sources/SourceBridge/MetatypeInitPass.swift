internal import Foundation
internal import SwiftSyntax

/// Objective-C initialisers called through a metatype value, which iOS code writes and Swift on
/// Linux rejects ("constructing an object of class type 'UIView' with a metatype value must use a
/// 'required' initializer"): on iOS `UIView.init(frame:)` is `-[UIView initWithFrame:]`, a message
/// sent to whatever class the metatype holds. The pass rewrites, on their lines,
///
/// - `cls.init(frame: .zero)` (a metatype in a variable or property), `type(of: view).init(frame: r)`,
///   `(type as NSObject.Type).init()`, `Self.init(title: t, style: .plain, target: nil, action: nil)`,
///   `self.init(…)` in a `static`/`class` method,
/// - `T.init(frame: r)` and `T(frame: r)` for a generic parameter constrained to a class (a UIKit
///   class, `NSObject`, a class of the module, or a protocol of the module that inherits one),
///
/// to `ClassTable.construct(cls, labels: "frame", (.zero) as (CGRect))`, and registers, for every
/// class of the module and of the frameworks that has an initialiser with those labels (by Swift's
/// inheritance rules, `BoundClass.initializers`), a closure that calls it (`ClassTable+MetatypeInitializers`).
/// The parameter types come from the frameworks' initialiser table and the module's declarations,
/// and a call is rewritten only when they agree on one list. Not rewritten: calls with a trailing
/// closure, `x.init()` through a variable in a module with a protocol that requires `init()` (it
/// may be that protocol's), `Self.init`, `self.init` and `type(of: x).init` in a `final` class
/// (Swift allows them there), the labels in `leftAlone`. The bridge cannot see types: a variable
/// holding a metatype of a protocol declared in another module whose initialiser has the labels of
/// a class's (`t.init()` with `t: any RangeReplaceableCollection.Type`) would be rewritten and fail
/// to compile.
enum MetatypeInitPass {
    /// A metatype construction found in a file.
    struct Site {
        var call: FunctionCallExprSyntax
        /// The metatype expression as the rewritten call names it (`cls`, `Self.self`, `T.self`).
        var metatype: String
        var labels: [String]
        var key: String { labels.joined(separator: ":") }
    }

    /// What the module-wide scan found: the labels of the constructions and their parameter types.
    struct Plan {
        var types: [String: [String]] = [:]
        /// The module's protocols that inherit a class (`protocol LabelType: UILabel`), with it.
        var classProtocols: [String: String] = [:]
        /// Whether a protocol of the module requires `init()` (then `x.init()` through a variable
        /// may be a protocol's, and is left alone).
        var requiresPlainInit = false
        var isEmpty: Bool { types.isEmpty }
    }

    /// Labels left alone: cells' and reusable views' initialisers are `required` here already
    /// (callable through a metatype as written); `init(layer:)` has its own table
    /// (`ClassTable.registerCopyInitializer`); `init?(coder:)` is failable (not bound).
    static let leftAlone: Set<String> = ["style:reuseIdentifier", "reuseIdentifier", "layer", "coder"]

    static func plan(_ files: [BridgedFile], module: ShellBindingModule) -> Plan {
        let protocols = classProtocols(files)
        let requiresPlainInit = files.contains { file in
            file.syntax.statements.compactMap { $0.item.as(ProtocolDeclSyntax.self) }.contains { decl in
                decl.memberBlock.members.contains {
                    $0.decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.isEmpty == true
                }
            }
        }
        var keys: Set<String> = []
        for file in files {
            let finder = Finder(module: module, classProtocols: protocols, requiresPlainInit: requiresPlainInit)
            finder.walk(file.syntax)
            keys.formUnion(finder.sites.map(\.key))
        }
        var plan = Plan(classProtocols: protocols, requiresPlainInit: requiresPlainInit)
        for key in keys {
            if let types = parameterTypes(key: key, module: module) { plan.types[key] = types }
        }
        return plan
    }

    static func run(_ file: inout BridgedFile, plan: Plan, module: ShellBindingModule) {
        guard !plan.isEmpty else { return }
        let finder = Finder(
            module: module, classProtocols: plan.classProtocols, requiresPlainInit: plan.requiresPlainInit)
        finder.walk(file.syntax)
        var edits: [SourceEdit] = []
        for site in finder.sites {
            guard let types = plan.types[site.key] else { continue }
            let opening = "ClassTable.construct(\(site.metatype), labels: \(SourceLocation.quoted(site.key)), "
            guard let left = site.call.leftParen, let right = site.call.rightParen, !site.call.arguments.isEmpty else {
                edits.append(SourceEdit(replacing: site.call, with: opening + "())"))
                continue
            }
            // Edits around the arguments, so that an argument list on several lines keeps them.
            let start = site.call.calledExpression.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(
                SourceEdit(range: start..<left.endPositionBeforeTrailingTrivia.utf8Offset, replacement: opening + "("))
            for argument in site.call.arguments {
                guard let label = argument.label, let colon = argument.colon else { continue }
                let range = label.positionAfterSkippingLeadingTrivia.utf8Offset..<colon.endPosition.utf8Offset
                edits.append(SourceEdit(range: range, replacement: ""))
            }
            edits.append(SourceEdit(replacing: right, with: ") as (\(types.joined(separator: ", "))))"))
        }
        file.replaceText(SourceEdit.apply(edits, to: file.text))
    }

    /// The parameter types of the initialisers labelled `key` among the frameworks' classes and the
    /// module's: one list if they agree, else nil.
    static func parameterTypes(key: String, module: ShellBindingModule) -> [String]? {
        if key.isEmpty { return [] }
        var found: Set<[String]> = []
        for entries in FrameworkInitializers.table.values {
            for entry in entries where entry.key == key && entry.isBindable { found.insert(entry.types) }
        }
        for type in module.classes {
            for member in type.members {
                guard let decl = member.decl.as(InitializerDeclSyntax.self) else { continue }
                let initializer = BoundInitializer(decl)
                if initializer.key == key, initializer.isBindable { found.insert(initializer.types) }
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// The lines registering every class that has an initialiser of `plan`: the module's (by
    /// Swift's inheritance rules) and the frameworks'.
    static func registrations(
        plan: Plan, module: ShellBindingModule, superclassFamily: (String) -> ShellBindingPass.Family?
    ) -> [String] {
        var lines: [String] = []
        for key in plan.types.keys.sorted() {
            let types = plan.types[key]!
            let labels = key.isEmpty ? [] : key.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            if key.isEmpty { lines.append(registration("NSObject", labels: labels, types: types)) }
            for name in FrameworkInitializers.table.keys.sorted() {
                guard
                    FrameworkInitializers.table[name]!.contains(where: {
                        $0.key == key && $0.types == types && $0.isBindable
                    })
                else { continue }
                lines.append(registration(name, labels: labels, types: types))
            }
            for type in module.classes {
                let family = module.family(of: type.name, superclassFamily: superclassFamily) ?? .object
                let sets = type.initializers(family: family, module: module, superclassFamily: superclassFamily)
                guard (sets.designated + sets.convenience).contains(where: { $0.key == key && $0.isBindable }) else {
                    continue
                }
                lines.append(registration(type.name, labels: labels, types: types))
            }
        }
        return lines
    }

    /// `ClassTable.registerInitializer(V.self, labels: "frame") { V(frame: $0 as! CGRect) }`.
    static func registration(_ name: String, labels: [String], types: [String]) -> String {
        let arguments: [String]
        let prologue: String
        switch types.count {
        case 0: arguments = []; prologue = "_ in "
        case 1: arguments = ["$0 as! \(types[0])"]; prologue = ""
        default:
            arguments = types.indices.map { "a.\($0)" }
            prologue = "let a = $0 as! (\(types.joined(separator: ", "))); return "
        }
        let call = zip(labels, arguments).map { ($0 == "_" ? "" : "\($0): ") + $1 }.joined(separator: ", ")
        return
            "    ClassTable.registerInitializer(\(name).self, labels: \(SourceLocation.quoted(labels.joined(separator: ":")))) { \(prologue)\(name)(\(call)) }"
    }

    /// The module's protocols that inherit a class, with it.
    static func classProtocols(_ files: [BridgedFile]) -> [String: String] {
        var found: [String: String] = [:]
        for file in files {
            for decl in file.syntax.statements.compactMap({ $0.item.as(ProtocolDeclSyntax.self) }) {
                for inherited in decl.inheritanceClause?.inheritedTypes ?? [] {
                    found[decl.name.text] = inherited.type.trimmedDescription
                }
            }
        }
        return found
    }
}
