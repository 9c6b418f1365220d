/// The `viewlab` shell's variables as a line compiled at its prompt sees them: the shell stores
/// the values a line uses here before running it, the generated code reads them back typed
/// (`let card = PromptVariables.values["card"] as! UIView`) and stores its `var`s after running,
/// so changes to value types reach the shell.
public enum PromptVariables {
    nonisolated(unsafe) public static var values: [String: Any] = [:] // the shell's variables handed to compiled prompt lines, on the shell's thread
}
