/// Why a subject could not be rendered; the assertion reports it as "cannot render: …".
struct SnapshotRenderError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
