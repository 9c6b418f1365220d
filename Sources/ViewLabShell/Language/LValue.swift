/// An assignable place: a variable or a settable property path. `assign` records the inverse
/// operation in the context's undo log.
struct LValue {
    var assign: (Context, Any) throws -> Void
    /// Why it cannot be assigned (nil: it can): "'v' is a 'let' constant".
    var immutableReason: String?
}
