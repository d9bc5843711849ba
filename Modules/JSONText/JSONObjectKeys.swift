extension JSONScanner {
    /// The keys of the object being read, so `nextKey` refuses a key given
    /// twice. Only one object's keys are kept per level of nesting. The
    /// first two are kept inline: a record (`tracker`, `day`) has two, and
    /// a set per record would be a million allocations in a large import.
    package struct ObjectKeys {
        var isFirst = true
        private var one: String?
        private var two: String?
        private var more: Set<String> = []

        package init() {}

        /// False when `key` was given before.
        mutating func insert(_ key: String) -> Bool {
            if key == one || key == two { return false }
            if one == nil {
                one = key
            } else if two == nil {
                two = key
            } else {
                return more.insert(key).inserted
            }
            return true
        }
    }
}
