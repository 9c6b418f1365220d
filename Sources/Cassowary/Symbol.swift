// Symbol — a column of the simplex tableau.

// MARK: - Symbol

/// A tableau variable: an external (user) variable, or one the solver introduces — a slack for an
/// inequality, an error for a soft constraint, or a dummy marking a required equality.
///
/// A symbol is one `Int` (`id << 3 | kind`) so that rows, which are dictionaries keyed by symbol,
/// hash a plain integer. Ordering follows creation order (the id), which the solver uses to break
/// ties deterministically (Bland's rule).
struct Symbol: Hashable, Comparable {
    /// What a symbol stands for.
    enum Kind: Int {
        case external = 1
        case slack = 2
        case error = 3
        case dummy = 4
    }

    /// `id << 3 | kind`.
    let raw: Int

    init(id: Int, kind: Kind) {
        raw = id << 3 | kind.rawValue
    }

    /// The symbol's kind.
    var kind: Kind {
        switch raw & 7 {
        case 1: return .external
        case 2: return .slack
        case 3: return .error
        default: return .dummy
        }
    }

    /// A user variable: unrestricted in sign.
    var isExternal: Bool { raw & 7 == Kind.external.rawValue }

    /// A slack or error variable: restricted to ≥ 0 and free to enter the basis.
    var isPivotable: Bool {
        let kind = raw & 7
        return kind == Kind.slack.rawValue || kind == Kind.error.rawValue
    }

    /// A dummy variable: pinned to 0, never enters the basis.
    var isDummy: Bool { raw & 7 == Kind.dummy.rawValue }

    // MARK: - Hashing

    static func == (lhs: Symbol, rhs: Symbol) -> Bool {
        lhs.raw == rhs.raw
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(raw)
    }

    /// A cheap hash (the splitmix64 finaliser) for the tableau's dictionaries and sets, which
    /// hash symbols constantly (SipHash was a third of the solve time). Symbol ids are the
    /// solver's own counters, so hash flooding is not a concern.
    func _rawHashValue(seed: Int) -> Int {
        var z = UInt64(bitPattern: Int64(raw ^ seed))
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(bitPattern: UInt(truncatingIfNeeded: z ^ (z >> 31)))
    }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool {
        lhs.raw < rhs.raw
    }
}
