// MARK: - Calls

extension Checker {
    func checkCall(_ callee: Expr, _ args: [Argument], range: SourceRange, expected: TypeRef?) throws -> Typed {
        switch callee {
        case .name("print", _) where scope.lookup("print") == nil:
            return try checkPrint(args, range: range)
        case .name(let name, let r) where scope.lookup(name) == nil && registry.functions[name] != nil:
            let (callable, typedArgs) = try resolve(
                registry.functions[name] ?? [], args, what: "global function '\(name)'", display: name,
                nameRange: r, range: range)
            return call(callable, receiver: nil, typedArgs, resultType: callable.result, range: range)
        case .implicitMember(let name, let r):
            guard let expected, let type = registry.type(of: expected.unwrapped) else {
                throw ShellError("cannot infer contextual base in reference to member '\(name)'", at: r)
            }
            let nameRange = SourceRange(r.start + 1, r.end)
            if name == "init" { return try construct(type, args, calleeRange: r, range: range) }
            return try callStatic(type, name, args, nameRange: nameRange, range: range)
        case .array(let elements, _) where args.isEmpty && elements.count == 1:
            // `[String]()`: the array type's empty initialiser, as `[]` where `[String]` is expected
            guard let element = typeExpression(elements[0]) else { break }
            return Typed(type: .array(.named(element.name)), range: range, eval: { _ in [Any]() })
        default:
            break
        }
        if let formatted = try checkStringFormat(callee, args, range: range) { return formatted }
        if let type = typeExpression(callee) {
            return try construct(type, args, calleeRange: callee.range, range: range)
        }
        if case .member(let base, let name, let nameRange, _) = callee {
            if let type = typeExpression(base) {
                if name == "init" { return try construct(type, args, calleeRange: callee.range, range: range) }
                return try callStatic(type, name, args, nameRange: nameRange, range: range)
            }
            return try callMethod(base, name, args, nameRange: nameRange, range: range)
        }
        let typed = try check(callee, expected: nil)
        throw ShellError("cannot call value of non-function type '\(typed.type)'", at: typed.range)
    }

    private func checkPrint(_ args: [Argument], range: SourceRange) throws -> Typed {
        if let labelled = args.first(where: { $0.label != nil }), let r = labelled.labelRange {
            throw ShellError("print takes only unlabelled arguments", at: r)
        }
        let typed = try args.map { try check($0.value, expected: nil) }
        let formatter = ValueFormatter(registry: registry)
        return Typed(
            type: .void, range: range,
            eval: { ctx in
                let parts = try typed.map { formatter.printed(try $0.eval(ctx), as: $0.type) }
                ctx.console.print(parts.joined(separator: " "))
                return ()
            })
    }

    private func construct(_ type: ShellType, _ args: [Argument], calleeRange: SourceRange, range: SourceRange) throws
        -> Typed
    {
        guard !type.initializers.isEmpty else {
            throw ShellError(
                "'\(type.name)' cannot be constructed because it has no accessible initializers", at: calleeRange)
        }
        let (callable, typedArgs) = try resolve(
            type.initializers, args, what: "initializer of '\(type.name)'", display: type.name,
            nameRange: calleeRange, range: range)
        // The callable's result: `T`, or `T?` for failable initialisers (`UIImage(named:)`).
        return call(callable, receiver: nil, typedArgs, resultType: callable.result, range: range)
    }

    private func callStatic(
        _ type: ShellType, _ name: String, _ args: [Argument], nameRange: SourceRange, range: SourceRange
    ) throws -> Typed {
        guard let candidates = type.staticMethods[name] else {
            throw ShellError(
                "type '\(type.name)' has no member '\(name)'", at: nameRange,
                hint: suggestion(name, among: registry.staticMemberNames(of: type)))
        }
        let (callable, typedArgs) = try resolve(
            candidates, args, what: "static method '\(name)'", display: "\(type.name).\(name)",
            nameRange: nameRange, range: range)
        return call(callable, receiver: nil, typedArgs, resultType: callable.result, range: range)
    }

    private func callMethod(
        _ base: Expr, _ name: String, _ args: [Argument], nameRange: SourceRange, range: SourceRange
    ) throws -> Typed {
        let receiver = try check(base, expected: nil)
        if case .optional(let wrapped) = receiver.type {
            throw ShellError(
                "value of optional type '\(receiver.type)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped)'",
                at: receiver.range, hint: "chain the optional using '?' or force-unwrap using '!'")
        }
        guard let type = registry.type(of: receiver.type) else {
            throw ShellError("value of type '\(receiver.type)' has no member '\(name)'", at: nameRange)
        }
        let candidates = registry.methods(name, of: type)
        guard !candidates.isEmpty else {
            if let property = registry.property(name, of: type) {
                throw ShellError("cannot call value of non-function type '\(property.type)'", at: nameRange)
            }
            throw ShellError(
                "value of type '\(receiver.type)' has no member '\(name)'", at: nameRange,
                hint: suggestion(name, among: registry.instanceMemberNames(of: type)))
        }
        let (callable, typedArgs) = try resolve(
            candidates, args, what: "instance method '\(name)'", display: name,
            nameRange: nameRange, range: range)
        return call(callable, receiver: receiver, typedArgs, resultType: callable.result, range: range)
    }

    /// The compiled call: receiver, then arguments left to right, then the undo hook, then the
    /// code.
    private func call(_ callable: Callable, receiver: Typed?, _ args: [Typed], resultType: TypeRef, range: SourceRange)
        -> Typed
    {
        let readReceiver = receiver?.eval
        let invoke = callable.invoke
        let undo = callable.undo
        return Typed(
            type: resultType, range: range,
            eval: { ctx in
                let object = try readReceiver?(ctx)
                let values = try args.map { try $0.eval(ctx) }
                let inverse = undo?(object, values)
                let result: Any
                do {
                    result = try invoke(object, values)
                } catch var error as ShellError {
                    if error.range == nil { error.range = range }
                    throw error
                }
                if let inverse { ctx.undo.record(inverse) }
                return result
            })
    }

    // MARK: - Overloads

    /// Picks the callable whose labels match the arguments and whose parameter types accept
    /// them; explains the mismatch like Swift does when none fits.
    private func resolve(
        _ candidates: [Callable], _ args: [Argument], what: String, display: String,
        nameRange: SourceRange, range: SourceRange
    ) throws -> (Callable, [Typed]) {
        let matching = candidates.filter { labelsMatch($0, args) }
        var firstError: Error?
        for candidate in matching {
            do {
                let typed = try zip(args, candidate.parameters).map { arg, type in
                    try check(arg.value, as: type, context: "expected argument type")
                }
                return (candidate, typed)
            } catch {
                if firstError == nil { firstError = error }
            }
        }
        if let firstError, matching.count == 1 { throw firstError }
        if matching.count > 1 {
            throw ShellError(
                "no exact matches in call to \(what)", at: range,
                hint: "candidates: " + matching.map { describe($0, display) }.joined(separator: ", "))
        }
        if candidates.count == 1 { throw labelError(candidates[0], args, display: display, range: range) }
        // One candidate starting with the same label (`UIColor(red:green:blue:)` → `(red:green:blue:alpha:)`).
        let sameStart = candidates.filter { $0.labels.first == (args.first?.label ?? "_") && !args.isEmpty }
        if sameStart.count == 1 { throw labelError(sameStart[0], args, display: display, range: range) }
        let sameArity = candidates.filter { $0.labels.count == args.count }
        if sameArity.count == 1 { throw labelError(sameArity[0], args, display: display, range: range) }
        // Candidates of three or more parameters whose labels differ in a single place (`rd:` for
        // `red:`): the one whose differing label is closest, when it is the only closest.
        let mismatch: (Callable) -> [Int] = { c in
            zip(c.labels, args).map { label, arg in EditDistance.distance(arg.label ?? "_", label) }
        }
        let nearly = sameArity.filter { $0.labels.count >= 3 }.compactMap { c -> (Callable, Int)? in
            let d = mismatch(c).filter { $0 > 0 }
            return d.count == 1 ? (c, d[0]) : nil
        }
        if let closest = nearly.map(\.1).min(), nearly.filter({ $0.1 == closest }).count == 1,
            let pick = nearly.first(where: { $0.1 == closest })
        {
            throw labelError(pick.0, args, display: display, range: range)
        }
        let written = "\(display)(\(args.map { "\($0.label ?? "_"):" }.joined()))"
        let best = (sameArity.isEmpty ? candidates : sameArity).min {
            EditDistance.distance(written, describe($0, display))
                < EditDistance.distance(written, describe($1, display))
        }
        let hint = best.map {
            "did you mean '\(describe($0, display))'?"
                + (sameArity.count > 1 || candidates.count > 1
                    ? " (candidates: \(candidates.map { describe($0, display) }.joined(separator: ", ")))" : "")
        }
        throw ShellError("no exact matches in call to \(what)", at: range, hint: hint)
    }

    private func describe(_ callable: Callable, _ display: String) -> String {
        "\(display)(\(callable.labels.map { "\($0):" }.joined()))"
    }

    private func labelsMatch(_ callable: Callable, _ args: [Argument]) -> Bool {
        guard callable.labels.count == args.count else { return false }
        for (label, (arg, type)) in zip(callable.labels, zip(args, callable.parameters)) {
            if arg.isTrailingClosure, case .function = type.unwrapped { continue }
            if (arg.label ?? "_") != label { return false }
        }
        return true
    }

    /// Swift's messages for one candidate whose labels do not fit.
    private func labelError(_ callable: Callable, _ args: [Argument], display: String, range: SourceRange) -> ShellError
    {
        let expected = describe(callable, display)
        let hint = "expected '\(expected)'"
        if args.count < callable.labels.count {
            let label = callable.labels[args.count]
            let name = label == "_" ? "#\(args.count + 1)" : "'\(label)'"
            return ShellError(
                "missing argument for parameter \(name) in call", at: SourceRange(range.end - 1, range.end), hint: hint)
        }
        if args.count > callable.labels.count {
            let extra = args[callable.labels.count]
            return ShellError(
                "extra argument \(extra.label.map { "'\($0)' " } ?? "")in call",
                at: extra.labelRange ?? extra.value.range, hint: hint)
        }
        for (label, arg) in zip(callable.labels, args) where (arg.label ?? "_") != label {
            guard let written = arg.label else {
                return ShellError("missing argument label '\(label):' in call", at: arg.value.range, hint: hint)
            }
            let at = arg.labelRange ?? arg.value.range
            if label == "_" {
                return ShellError("extraneous argument label '\(written):' in call", at: at, hint: hint)
            }
            return ShellError(
                "incorrect argument label in call (have '\(written):', expected '\(label):')", at: at, hint: hint)
        }
        return ShellError("no exact matches in call to '\(expected)'", at: range)
    }
}
