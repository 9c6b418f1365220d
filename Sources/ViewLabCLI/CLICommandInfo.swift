/// One `viewlab` subcommand as `viewlab --help` and the generated reference
/// (`Docs/reference/cli.md`, `make docs`) show it: the one table both read, so they cannot drift.
struct CLICommandInfo: Sendable {
    /// The word after `viewlab` (`export`).
    let name: String
    /// The arguments after the name (`[FILTER…] --out DIR …`).
    let synopsis: String
    /// One line: what the command does.
    let summary: String
    /// The reference's paragraph: flags and behaviour in full.
    let detail: String

    /// `name synopsis`, as a usage line shows it.
    var usage: String { synopsis.isEmpty ? name : "\(name) \(synopsis)" }
}
