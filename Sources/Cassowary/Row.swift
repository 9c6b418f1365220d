// Row — one equation of the simplex tableau.

// MARK: - Row

/// A linear row `constant + Σ coefficient × symbol`.
///
/// Stored under a basic symbol `b` in the tableau, the row means `b = constant + Σ …` over
/// parametric symbols. Freshly built from a constraint it means `0 = constant + Σ …`.
/// Cells whose coefficient falls within `Row.epsilon` of zero are dropped.
struct Row {
    /// Two numbers closer than this are equal (Kiwi's 1e-8).
    static let epsilon = 1e-8

    var constant: Double
    var cells: [Symbol: Double]

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    static func isNearZero(_ value: Double) -> Bool {
        value.magnitude < epsilon
    }

    // MARK: - Reading

    func coefficient(for symbol: Symbol) -> Double {
        cells[symbol] ?? 0
    }

    /// `true` when every cell is a dummy (also when there are none).
    var hasOnlyDummies: Bool {
        cells.keys.allSatisfy(\.isDummy)
    }

    /// `true` when the constant and all coefficients are finite.
    var isFinite: Bool {
        constant.isFinite && cells.values.allSatisfy(\.isFinite)
    }

    // MARK: - Editing

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `delta ×` the coefficient of `symbol` to the constant; returns the new constant.
    mutating func shift(by delta: Double, times symbol: Symbol) -> Double {
        constant += delta * (cells[symbol] ?? 0)
        return constant
    }

    /// Adds `coefficient × symbol`.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if Row.isNearZero(sum) {
            cells.removeValue(forKey: symbol)
        } else {
            cells[symbol] = sum
        }
    }

    /// Adds `coefficient × row`.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells {
            insert(symbol, value * coefficient)
        }
    }

    /// Adds `coefficient × row`, reporting the symbols that appear in or vanish from this row;
    /// returns the new constant.
    mutating func insert(
        _ row: Row, _ coefficient: Double, added: inout [Symbol], removed: inout [Symbol]
    ) -> Double {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells {
            if let old = cells[symbol] {
                let sum = old + value * coefficient
                if Row.isNearZero(sum) {
                    cells.removeValue(forKey: symbol)
                    removed.append(symbol)
                } else {
                    cells[symbol] = sum
                }
            } else if !Row.isNearZero(value * coefficient) {
                cells[symbol] = value * coefficient
                added.append(symbol)
            }
        }
        return constant
    }

    mutating func remove(_ symbol: Symbol) {
        cells.removeValue(forKey: symbol)
    }

    /// Multiplies the row by -1.
    mutating func reverseSign() {
        scale(by: -1)
    }

    mutating func scale(by factor: Double) {
        constant *= factor
        for index in cells.indices {
            cells.values[index] *= factor
        }
    }

    // MARK: - Solving

    /// Turns `0 = constant + a·symbol + …` into `symbol = -(constant + …) / a` (the symbol leaves
    /// the cells). The symbol must be in the row.
    mutating func solve(for symbol: Symbol) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        scale(by: -1 / coefficient)
    }

    /// Turns `lhs = constant + a·rhs + …` into `rhs = …` (with `lhs` among the cells).
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (its definition). Returns `true` when the row contained it.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, by row: Row) -> Bool {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return false }
        insert(row, coefficient)
        return true
    }
}
