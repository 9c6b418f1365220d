/// A type the system declares: its identifier, the types it conforms to directly, its tags and
/// its description, as in the declarations Apple lists in *System-declared uniform type
/// identifiers* (UniformTypeIdentifiers documentation).
struct UTTypeDeclaration: Sendable {
    let identifier: String
    let conformsTo: [String]
    let extensions: [String]
    let mimeTypes: [String]
    let description: String

    init(
        _ identifier: String, _ conformsTo: [String], extensions: [String] = [], mimeTypes: [String] = [],
        _ description: String
    ) {
        (self.identifier, self.conformsTo, self.extensions, self.mimeTypes, self.description) = (
            identifier, conformsTo, extensions, mimeTypes, description
        )
    }
}
