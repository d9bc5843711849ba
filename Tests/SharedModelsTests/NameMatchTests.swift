import SharedModels
import Testing

@Suite("NameMatch: part of a name, as people type it")
struct NameMatchTests {
    let reading = Named(name: "Reading", id: "1111000000000000000000000000000a")
    let running = Named(name: "Running", id: "2222000000000000000000000000000b")
    let water = Named(name: "Water", id: "3333000000000000000000000000000c")
    let tree = Named(name: "Ёлка", id: "4444000000000000000000000000000d")
    let hedgehog = Named(name: "Ёж", id: "5555000000000000000000000000000e")
    let blackberry = Named(name: "Ежевика", id: "6666000000000000000000000000000f")
    var items: [Named] { [reading, running, water, tree, hedgehog, blackberry] }

    func resolve(_ reference: String) -> Result<Named, ReferenceError<Named>> {
        EntityReference.resolve(reference, in: items, name: \.name, id: \.id)
    }

    @Test("a unique prefix, in any case", arguments: ["rea", "READ", " Readi "])
    func prefix(reference: String) {
        #expect(resolve(reference) == .success(reading))
    }

    @Test("a unique part anywhere in the name")
    func substring() {
        #expect(resolve("ter") == .success(water))
        #expect(resolve("ДИН") == .failure(.notFound(closest: [])))
    }

    @Test("ё and е are the same letter", arguments: ["елк", "ЕЛКА", "лк"])
    func yo(reference: String) {
        #expect(resolve(reference) == .success(tree))
    }

    @Test("the whole folded name wins over a longer name it begins")
    func foldedWhole() {
        #expect(resolve("еж") == .success(hedgehog))
        #expect(resolve("ежев") == .success(blackberry))
    }

    @Test("a prefix beats a part elsewhere: «wa» is Water's beginning, not inside another name")
    func prefixBeforeSubstring() {
        let swan = Named(name: "Swan", id: "7777000000000000000000000000000a")
        #expect(EntityReference.resolve("wa", in: items + [swan], name: \.name, id: \.id) == .success(water))
    }

    @Test("several names with the prefix or part are ambiguous, in the items' order")
    func ambiguous() {
        #expect(resolve("r") == .failure(.ambiguous([reading, running])))
        #expect(resolve("in") == .failure(.ambiguous([reading, running])))
    }

    @Test("an id prefix is tried before parts of names")
    func idFirst() {
        let named = Named(name: "x1111", id: "9999000000000000000000000000000a")
        #expect(EntityReference.resolve("1111", in: items + [named], name: \.name, id: \.id) == .success(reading))
    }

    @Test("nothing matches: the closest names, closest first")
    func suggestions() {
        #expect(resolve("Raeding") == .failure(.notFound(closest: [reading])))
        #expect(resolve("Wtaer") == .failure(.notFound(closest: [water])))
        #expect(resolve("Runnig") == .failure(.notFound(closest: [running])))
        #expect(resolve("zzzzzz") == .failure(.notFound(closest: [])))
    }

    @Test("a slip in the beginning of a long name is still suggested")
    func prefixSuggestion() {
        let book = Named(name: "Чтение книг", id: "8888000000000000000000000000000a")
        #expect(NameSuggestions.closest(to: "Чтенеи", in: items + [book], name: \.name) == [book])
    }

    @Test("at most three suggestions, the closest first, ties in the items' order")
    func ranking() {
        let names = ["Tea", "Teb", "Tec", "Ted", "Taa"].map { Named(name: $0, id: "aaaa000000000000000000000000000a") }
        let closest = NameSuggestions.closest(to: "Tez", in: names, name: \.name).map(\.name)
        #expect(closest == ["Tea", "Teb", "Tec"])
        #expect(NameSuggestions.closest(to: "Taz", in: names, name: \.name).map(\.name) == ["Taa", "Tea", "Teb"])
        #expect(NameSuggestions.closest(to: "Taaz", in: names, name: \.name).first?.name == "Taa")
    }
}

@Suite("EditDistance")
struct EditDistanceTests {
    @Test(
        "insertions, deletions, substitutions and adjacent transpositions cost one each",
        arguments: [
            ("", "abc", 3), ("abc", "abc", 0), ("abc", "acb", 1), ("abc", "ab", 1), ("abc", "abd", 1),
            ("kitten", "sitting", 3), ("чтение", "чтенеи", 1),
        ])
    func distance(a: String, b: String, expected: Int) {
        #expect(EditDistance.distance(a, b) == expected)
        #expect(EditDistance.distance(b, a) == expected)
    }

    @Test("close enough to suggest: 2 edits or a third of the length, fewer than the length")
    func closeness() {
        #expect(EditDistance.isClose(2, typedLength: 4))
        #expect(!EditDistance.isClose(3, typedLength: 4))
        #expect(EditDistance.isClose(3, typedLength: 9))
        #expect(!EditDistance.isClose(2, typedLength: 2))
        #expect(EditDistance.isClose(1, typedLength: 2))
    }

    @Test("ranked keeps the close ones, closest first, stable among equals")
    func ranked() {
        let ranked = EditDistance.ranked(Array("abcd"), ["abxy", "abcx", "zzzz", "abcy"]) {
            EditDistance.distance($0, Array($1))
        }
        #expect(ranked == ["abcx", "abcy", "abxy"])
    }
}
