import Foundation

/// How the `viewlab` shell runs.
public struct ShellOptions {
    /// In script mode, carry on after an error (the exit status is still 1).
    public var keepGoing: Bool
    /// ANSI colour: nil decides from the terminal and `NO_COLOR`.
    public var colour: Bool?
    /// The history file: nil means `$VIEWLAB_HISTORY`, else `~/.viewlab_history`.
    public var historyPath: String?
    /// The most history entries kept.
    public var historyLimit: Int
    /// How `:show` draws pictures: nil decides from `$VIEWLAB_PICTURES` (`symbols`, `sixels`,
    /// `kitty`, `iterm`, `none`), else symbols.
    public var pictureMode: String?
    /// The `viewlab` executable used to try `:preview` bodies in a child process first, so that a
    /// preview that traps or loops cannot end the shell; nil runs them in-process only.
    public var previewTrialExecutable: URL?
    /// Whether lines the interpreter does not handle are compiled with the toolchain's `swiftc`
    /// (`Shell.runStatement`); the `viewlab` CLI turns it on.
    public var compilesSwift: Bool
    /// The session folder of a supervised interactive shell (``ShellSupervisor``): the shell
    /// journals its inputs there and, when rebuilt, replays them first; nil: not supervised.
    public var sessionFolder: String?

    public init(
        keepGoing: Bool = false, colour: Bool? = nil, historyPath: String? = nil, historyLimit: Int = 1000,
        pictureMode: String? = nil, previewTrialExecutable: URL? = nil, compilesSwift: Bool = false,
        sessionFolder: String? = nil
    ) {
        self.sessionFolder = sessionFolder
        self.previewTrialExecutable = previewTrialExecutable
        self.compilesSwift = compilesSwift
        self.keepGoing = keepGoing
        self.colour = colour
        self.historyPath = historyPath
        self.historyLimit = historyLimit
        self.pictureMode = pictureMode
    }

    /// The history file to use.
    var resolvedHistoryPath: String {
        if let historyPath { return historyPath }
        let env = ProcessInfo.processInfo.environment
        if let path = env["VIEWLAB_HISTORY"], !path.isEmpty { return path }
        return (env["HOME"] ?? NSHomeDirectory()) + "/.viewlab_history"
    }

    /// Colour on a terminal unless `NO_COLOR` is set (https://no-color.org).
    func useColour(terminal: Bool) -> Bool {
        if let colour { return colour }
        let env = ProcessInfo.processInfo.environment
        return terminal && (env["NO_COLOR"] ?? "").isEmpty && env["TERM"] != "dumb"
    }
}
