import Foundation

/// Tab completion, aware of where the cursor is: at a statement start (variables, types,
/// keywords, `:commands`), after `value.` (the members of the value's static type), after
/// `Type.` (static members), after `= .` or `== .` (cases and static members of the expected
/// type), and in command arguments (view names, file paths). It runs on the main actor, with the
/// shell it completes for.
@MainActor
struct Completer {
    let shell: Shell

    /// The completions of the word before the cursor: where it starts and the candidates.
    struct Result {
        var word: String
        var candidates: [String]
    }

    func complete(before text: String) -> Result {
        if text.drop(while: { $0 == " " }).hasPrefix(":") { return completeCommand(text) }
        let chars = Array(text)
        var start = chars.count
        while start > 0, chars[start - 1].isLetter || chars[start - 1].isNumber || chars[start - 1] == "_" {
            start -= 1
        }
        let word = String(chars[start...])
        let statementStart = lastStatementStart(chars, before: start)
        let prefixCode = String(chars[statementStart..<start])
        let earlier = String(chars[..<statementStart])
        let checker = Checker(registry: shell.registry, scope: shell.session.makeScope())
        _ = try? checker.compile(
            Parser.parse(earlier.hasSuffix(";") ? String(earlier.dropLast()) : earlier), topLevel: false)
        if start > 0, chars[start - 1] == "." {
            let baseEnd = start - 1
            let baseStart = expressionStart(chars, before: baseEnd, limit: statementStart)
            let base = String(chars[baseStart..<baseEnd]).trimmingCharacters(in: .whitespaces)
            if base.isEmpty {
                return Result(
                    word: word,
                    candidates: filter(implicitMembers(String(chars[statementStart..<baseEnd]), checker), word))
            }
            return Result(word: word, candidates: filter(members(of: base, checker), word))
        }
        var names =
            checker.scope.allNames.filter { !$0.hasPrefix("$") }
            + Array(shell.registry.types.keys.filter { !$0.contains(".") })
        names += ["print"] + Array(shell.registry.functions.keys) + Array(shell.registry.constants.keys)
        if prefixCode.trimmingCharacters(in: .whitespaces).isEmpty { names += ["let", "var"] }
        return Result(word: word, candidates: filter(names, word))
    }

    /// The text to insert and the listing to print, as the line editor wants them.
    func edit(before text: String) -> (insert: String, listing: String) {
        let result = complete(before: text)
        let candidates = result.candidates
        guard !candidates.isEmpty else { return ("", "") }
        if candidates.count == 1 {
            // A completed command name is followed by a space, ready for its arguments.
            let completion = candidates[0]
            return (String(completion.dropFirst(result.word.count)) + (completion.hasPrefix(":") ? " " : ""), "")
        }
        let common = commonPrefix(candidates)
        if common.count > result.word.count { return (String(common.dropFirst(result.word.count)), "") }
        return ("", columns(candidates))
    }

    // MARK: - Code

    private func filter(_ names: [String], _ word: String) -> [String] {
        Array(Set(names.filter { $0.hasPrefix(word) })).sorted()
    }

    /// Where the statement containing `index` starts (after the last `;` outside brackets).
    private func lastStatementStart(_ chars: [Character], before index: Int) -> Int {
        var depth = 0
        var i = index
        while i > 0 {
            let c = chars[i - 1]
            if c == ")" || c == "]" || c == "}" { depth += 1 }
            if c == "(" || c == "[" || c == "{" { depth -= 1 }
            if c == ";" && depth == 0 { return i }
            i -= 1
        }
        return 0
    }

    /// Where the postfix expression ending at `end` starts: names, dots, balanced brackets.
    private func expressionStart(_ chars: [Character], before end: Int, limit: Int) -> Int {
        var i = end
        while i > limit {
            let c = chars[i - 1]
            if c.isLetter || c.isNumber || c == "_" || c == "." || c == "$" || c == "?" || c == "!" {
                i -= 1
            } else if c == ")" || c == "]" {
                var depth = 0
                while i > limit {
                    let d = chars[i - 1]
                    if d == ")" || d == "]" { depth += 1 }
                    if d == "(" || d == "[" { depth -= 1 }
                    i -= 1
                    if depth == 0 { break }
                }
            } else {
                break
            }
        }
        return i
    }

    private func members(of base: String, _ checker: Checker) -> [String] {
        guard let expr = try? parseExpression(base) else { return [] }
        if let type = checker.typeExpression(expr) {
            let nested = shell.registry.types.keys.filter { $0.hasPrefix(type.name + ".") }.map {
                String($0.dropFirst(type.name.count + 1))
            }
            return shell.registry.staticMemberNames(of: type) + nested + (type.initializers.isEmpty ? [] : ["init"])
        }
        guard let typed = try? checker.check(expr, expected: nil) else { return [] }
        if case .array = typed.type { return ["count", "first", "isEmpty", "last"] }
        guard let type = shell.registry.type(of: typed.type.unwrapped) else { return [] }
        return shell.registry.instanceMemberNames(of: type)
    }

    /// `v.backgroundColor = .` / `style == .` / `.init(frame: .`: the static members of the
    /// expected type.
    private func implicitMembers(_ code: String, _ checker: Checker) -> [String] {
        let trimmed = code.trimmingCharacters(in: .whitespaces)
        var expected: TypeRef?
        for op in ["==", "!=", "+=", "-=", "="] where trimmed.hasSuffix(op) {
            var lhs = String(trimmed.dropLast(op.count)).trimmingCharacters(in: .whitespaces)
            if lhs.hasPrefix("let ") || lhs.hasPrefix("var ") {
                guard let colon = lhs.firstIndex(of: ":") else { return [] }
                lhs = String(lhs[lhs.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
                if let type = shell.registry.type(named: lhs.replacingOccurrences(of: "?", with: "")) {
                    expected = .named(type.name)
                }
            } else if let expr = try? parseExpression(
                String(Array(lhs)[expressionStart(Array(lhs), before: lhs.count, limit: 0)...]))
            {
                expected = (try? checker.check(expr, expected: nil))?.type
            }
            break
        }
        if expected == nil { expected = argumentType(trimmed, checker) }
        guard let type = expected.flatMap({ shell.registry.type(of: $0.unwrapped) }) else { return [] }
        return shell.registry.staticMemberNames(of: type)
    }

    /// `UIColor(red: ` … `label: .`: the type of the parameter with that label in the callee.
    private func argumentType(_ code: String, _ checker: Checker) -> TypeRef? {
        let chars = Array(code)
        guard code.hasSuffix(":") else { return nil }
        var i = chars.count - 1
        var label = ""
        while i > 0, chars[i - 1].isLetter || chars[i - 1].isNumber || chars[i - 1] == "_" {
            label = String(chars[i - 1]) + label; i -= 1
        }
        // Find the unclosed '(' of the call.
        var depth = 0
        while i > 0 {
            let c = chars[i - 1]
            if c == ")" || c == "]" { depth += 1 }
            if c == "(" || c == "[" {
                if depth == 0 { break }
                depth -= 1
            }
            i -= 1
        }
        guard i > 0, chars[i - 1] == "(" else { return nil }
        let calleeEnd = i - 1
        let callee = String(chars[expressionStart(chars, before: calleeEnd, limit: 0)..<calleeEnd])
        guard let expr = try? parseExpression(callee) else { return nil }
        var callables: [Callable] = []
        if let type = checker.typeExpression(expr) {
            callables = type.initializers
        } else if case .member(let base, let name, _, _) = expr {
            if let type = checker.typeExpression(base) {
                callables = type.staticMethods[name] ?? []
            } else if let typed = try? checker.check(base, expected: nil),
                let type = shell.registry.type(of: typed.type)
            {
                callables = shell.registry.methods(name, of: type)
            }
        }
        for callable in callables {
            if let index = callable.labels.firstIndex(of: label) { return callable.parameters[index] }
        }
        return nil
    }

    private func parseExpression(_ text: String) throws -> Expr {
        var parser = Parser(tokens: try Lexer.tokens(text))
        return try parser.expression()
    }

    // MARK: - Commands

    private func completeCommand(_ text: String) -> Result {
        let body = String(text.drop(while: { $0 == " " }).dropFirst())
        guard let space = body.firstIndex(of: " ") else {
            return Result(
                word: ":" + body, candidates: ShellCommand.all.map { ":" + $0.name }.filter { $0.hasPrefix(":" + body) }
            )
        }
        let name = String(body[..<space])
        let rest = String(body[body.index(after: space)...])
        let words = rest.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let word = words.last ?? ""
        guard let command = ShellCommand.named(name) else { return Result(word: word, candidates: []) }
        var candidates: [String] = []
        switch command.arguments {
        case .none: break
        case .command: candidates = ShellCommand.all.map(\.name)
        case .choices(let choices): candidates = choices
        case .view: candidates = viewNames()
        case .path: candidates = paths(word)
        case .viewThenPath: candidates = words.count == 1 ? viewNames() + paths(word) : paths(word)
        }
        return Result(word: word, candidates: Array(Set(candidates.filter { $0.hasPrefix(word) })).sorted())
    }

    private func viewNames() -> [String] {
        shell.session.globals.order.filter { name in
            guard let variable = shell.session.globals.lookup(name), case .named(let type) = variable.type.unwrapped
            else { return false }
            return shell.registry.isSubclass(type, of: "UIView")
        }
    }

    /// Files and folders (with a trailing `/`) whose path starts with `word`.
    private func paths(_ word: String) -> [String] {
        let slash = word.lastIndex(of: "/")
        let directory = slash.map { String(word[...$0]) } ?? ""
        let expanded = (directory.isEmpty ? "." : (directory as NSString).expandingTildeInPath)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: expanded) else { return [] }
        return names.filter { !$0.hasPrefix(".") }.map { name in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(
                atPath: (expanded as NSString).appendingPathComponent(name), isDirectory: &isDirectory)
            return directory + name + (isDirectory.boolValue ? "/" : "")
        }
    }

    // MARK: - Listing

    private func commonPrefix(_ names: [String]) -> String {
        guard var prefix = names.first else { return "" }
        for name in names.dropFirst() {
            while !name.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }

    /// Candidates in columns that fit the terminal.
    private func columns(_ names: [String]) -> String {
        let width = (names.map(\.count).max() ?? 0) + 2
        let perLine = max(1, TerminalSize.current().columns / width)
        var lines: [String] = []
        var line = ""
        for (i, name) in names.enumerated() {
            line += name.padding(toLength: width, withPad: " ", startingAt: 0)
            if (i + 1) % perLine == 0 { lines.append(line); line = "" }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }.joined(
            separator: "\n")
    }
}
