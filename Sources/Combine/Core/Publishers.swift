/// A namespace for types that serve as publishers (Apple, `Publishers`): the operators' types.
public enum Publishers {}
