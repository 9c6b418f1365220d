/// `#Preview` with only `import UIKit`, as in Xcode: the copy of a file that uses `#Preview` and
/// does not import `Previews` gets `import Previews` (the macro lives there; UIKit cannot depend
/// on it). `BridgedFile.compiledText` adds the import.
enum PreviewImportPass {
    static func needsPreviews(_ text: String) -> Bool {
        text.contains("#Preview") && !text.contains("import Previews")
    }
}
