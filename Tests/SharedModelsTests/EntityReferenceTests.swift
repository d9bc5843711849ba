import SharedModels
import Testing

/// Something with a name and an id, as trackers, goals and habits are.
struct Named: Equatable, Sendable {
    let name: String
    let id: EntityID
}

@Suite("EntityReference")
struct EntityReferenceTests {
    let run = Named(name: "Бег", id: "3f2a9c0000000000000000000000000a")
    let read = Named(name: "Чтение", id: "3f2b110000000000000000000000000b")
    let water = Named(name: "Вода", id: "a1b2c30000000000000000000000000c")
    let short = Named(name: "ab", id: "ffff000000000000000000000000000d")
    /// A name that looks like another item's id prefix.
    let tricky = Named(name: "a1b2", id: "0000000000000000000000000000000e")

    var items: [Named] { [run, read, water, short, tricky] }

    func resolve(_ reference: String, in list: [Named]? = nil) -> Result<Named, ReferenceError<Named>> {
        EntityReference.resolve(reference, in: list ?? items, name: \.name, id: \.id)
    }

    @Test("an exact name, ignoring case and surrounding blanks", arguments: ["Бег", "бег", "  БЕГ ", "вОДА"])
    func byName(reference: String) throws {
        let found = try resolve(reference).get()
        #expect(found == (reference.lowercased().contains("вода") ? water : run))
    }

    @Test("a short name is found by name")
    func shortName() {
        #expect(resolve("AB") == .success(short))
    }

    @Test("a name wins over an id prefix")
    func nameWins() {
        #expect(resolve("a1b2") == .success(tricky))
        #expect(resolve("a1b2c") == .success(water))
    }

    @Test(
        "an id prefix of 4+ characters, in any case",
        arguments: ["3f2a", "3F2A9C", "a1b2c3", "3f2a9c0000000000000000000000000a"])
    func byPrefix(reference: String) {
        #expect(resolve(reference).map(\.id.rawValue.first) == .success(reference.lowercased().first))
    }

    @Test("a prefix shared by several ids is ambiguous")
    func ambiguousPrefix() {
        #expect(resolve("3f2") == .failure(.notFound(closest: [])))
        #expect(resolve("3f2 ") == .failure(.notFound(closest: [])))
        guard
            case .failure(.ambiguous(let candidates)) = EntityReference.resolve(
                "3f2a", in: [run, Named(name: "x", id: "3f2a000000000000000000000000000f")], name: \.name, id: \.id)
        else {
            Issue.record("expected ambiguity")
            return
        }
        #expect(candidates.map(\.name) == ["Бег", "x"])
    }

    @Test("names equal ignoring case: the one spelled as typed wins, another spelling is ambiguous")
    func ambiguousName() {
        let twin = Named(name: "бег", id: "9999000000000000000000000000000f")
        #expect(resolve("Бег", in: items + [twin]) == .success(run))
        #expect(resolve(" бег ", in: items + [twin]) == .success(twin))
        #expect(resolve("БЕГ", in: items + [twin]) == .failure(.ambiguous([run, twin])))
        let same = Named(name: "Бег", id: "9999000000000000000000000000000e")
        #expect(resolve("Бег", in: [run, same]) == .failure(.ambiguous([run, same])))
    }

    @Test("1–3 characters are never an id prefix: part of a name or nothing")
    func shortReferences() {
        #expect(resolve("3f") == .failure(.notFound(closest: [])))
        #expect(resolve("Бе") == .success(run))
        #expect(resolve("a") == .failure(.ambiguous([short, tricky])))
    }

    @Test("nothing matches", arguments: ["zzzz", "Плавание", "", "   ", "3f2a9c0000000000000000000000000ab"])
    func notFound(reference: String) {
        #expect(resolve(reference) == .failure(.notFound(closest: [])))
    }

    @Test("trimming helper")
    func trimming() {
        #expect("  a b \n".trimmedOfWhitespace == "a b")
        #expect(" \t ".trimmedOfWhitespace == "")
        #expect("x".trimmedOfWhitespace == "x")
    }
}
