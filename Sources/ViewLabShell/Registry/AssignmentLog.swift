/// The property values set at the prompt on objects (`ring.progress = 0.6`, `ring.alpha = 0.5`,
/// `ring.layer.cornerRadius = 8`), in the order they were set, latest value per property: when `:watch`/`:reload` rebuilds such an
/// instance from a new version of its class, the values are set again on the new instance
/// (`Shell.carryOver`), so what the learner set survives the reload — Interface Builder likewise
/// re-applies a view's inspected values to every instance it makes of an edited class.
final class AssignmentLog {
    struct Entry {
        var property: String
        var value: Any
    }

    private struct Record {
        weak var object: AnyObject?
        var entries: [Entry]
    }

    private var records: [ObjectIdentifier: Record] = [:]

    /// Notes that `property` of `object` was set to `value` (an earlier value of it is forgotten).
    func record(_ object: AnyObject, _ property: String, _ value: Any) {
        let id = ObjectIdentifier(object)
        var record = records[id].flatMap { $0.object === object ? $0 : nil } ?? Record(object: object, entries: [])
        record.entries.removeAll { $0.property == property }
        record.entries.append(Entry(property: property, value: value))
        records[id] = record
    }

    /// What was set on `object`, oldest first.
    func entries(of object: AnyObject) -> [Entry] {
        guard let record = records[ObjectIdentifier(object)], record.object === object else { return [] }
        return record.entries
    }

    /// The entries of `old` become those of `new` (after a reload made `new` in its place).
    func move(from old: AnyObject, to new: AnyObject) {
        let entries = entries(of: old)
        records[ObjectIdentifier(old)] = nil
        guard !entries.isEmpty else { return }
        records[ObjectIdentifier(new)] = Record(object: new, entries: entries)
    }
}
