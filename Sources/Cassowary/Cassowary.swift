// Cassowary — an incremental linear-arithmetic constraint solver for Auto Layout.
//
// Public surface:
//   Variable, Term, LinearExpression (+ - * / operators)  — linear expressions
//   Constraint, Relation (== <= >= operators)            — constraints, by identity
//   Strength (.required/.strong/.medium/.weak, Strength(layoutPriority:))
//   Solver: addConstraint / removeConstraint / hasConstraint,
//           addEditVariable / removeEditVariable / suggestValue,
//           value(of:) / updateVariables() / reset(),
//           valueRange(of:) / isAmbiguous(_:) / exerciseAmbiguity(of:)
//   SolverError
//
// Internals: Symbol (a tableau column), Row (a tableau equation), Tableau (column index, lazy
// external rows, pivoting, primal and dual simplex).
