import Foundation

// MARK: - String(format:_:...)

extension Checker {
    /// `String(format: "%.1f%%", progress * 100)`: Foundation's `String(format:_:)` takes its
    /// arguments as `CVarArg...`, a variadic the bindings cannot declare. Each argument of a
    /// standard number type or `String` is handed to the same Foundation call compiled code makes
    /// (`String(format:arguments:)`), so the text is the compiled line's; any other argument leaves
    /// the line to the compiler (`interpreterLacks`). Nil when `callee` is not `String` with a
    /// `format:` and at least one argument after it.
    func checkStringFormat(_ callee: Expr, _ args: [Argument], range: SourceRange) throws -> Typed? {
        guard case .name("String", _) = callee, scope.lookup("String") == nil, args.count >= 2,
            args[0].label == "format", args.dropFirst().allSatisfy({ $0.label == nil })
        else { return nil }
        let format = try check(args[0].value, as: .string, context: "argument type")
        let values = try args.dropFirst().map { argument -> (Typed, (Any) -> CVarArg?) in
            let typed = try check(argument.value, expected: nil)
            guard case .named(let name) = typed.type, let convert = Checker.formatArguments[name] else {
                // Swift's words where the compiler rejects the line too (a `Bool`); other types go to it
                throw ShellError(
                    "argument type '\(typed.type)' does not conform to expected type 'CVarArg'", at: typed.range,
                    reason: .interpreterLacks)
            }
            return (typed, convert)
        }
        return Typed(
            type: .string, range: range,
            eval: { ctx in
                let text = try format.eval(ctx) as? String ?? ""
                let arguments = try values.map { typed, convert -> CVarArg in
                    guard let value = convert(try typed.eval(ctx)) else {
                        throw ShellError("internal error: not a \(typed.type)", at: typed.range, reason: .runtime)
                    }
                    return value
                }
                return String(format: text, arguments: arguments)
            })
    }

    /// The argument types passed on as they are: what a compiled `String(format:)` passes too.
    private static let formatArguments: [String: @Sendable (Any) -> CVarArg?] = [
        "Int": { $0 as? Int }, "Double": { $0 as? Double }, "CGFloat": { $0 as? CGFloat },
        "Float": { $0 as? Float }, "String": { $0 as? String },
    ]
}
