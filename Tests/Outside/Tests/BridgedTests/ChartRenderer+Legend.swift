// In another file than `ChartRenderer`: the bridge dispatches it on the receiver's class.
extension ChartRenderer {
    @objc func legendEntries() -> [String] { ["values"] }
}
