import SharedModels
import TerminalUI
import TrackerKit
import TrackerScreens

/// The pickers of the form: the name and new-category text fields, the
/// category list, the weekdays and the emoji and color grids.
extension AddWizard {
    mutating func handleName(_ key: Key) {
        guard let name = enteredName(key) else { return }
        draft.name = name
        advance()
    }

    /// The text field's name once Enter is pressed and it keeps the name
    /// rules; nil while typing or when refused (the problem then says why).
    mutating func enteredName(_ key: Key) -> String? {
        guard editText(key) else { return nil }
        switch NameRules.validate(text) {
        case .success(let name): return name
        case .failure(.empty): problem = .emptyName
        case .failure(.tooLong(let limit)): problem = .nameTooLong(limit)
        case .failure(let error): problem = .badName(TrackerError(error))
        }
        return nil
    }

    mutating func handleCategory(_ key: Key) {
        if moveVertically(key, rows: categoryRowCount) { return }
        if handleCategoryCommand(key.onLatinKeys) { return }
        guard key == .enter else { return }
        if cursor == categories.count {
            step = .newCategory
            text = ""
        } else {
            draft.category = categories[cursor]
            advance()
        }
    }

    mutating func handleNewCategory(_ key: Key) {
        guard let title = enteredName(key) else { return }
        if CategoryTitles.find(title, in: categories) != nil {
            problem = .categoryExists(title)
            return
        }
        // Listed, not chosen: the iOS app leaves the choice to the user.
        let category = TrackerCategory(title: title)
        newCategories.append(category)
        categories = MainScreen.sortedByTitle(categories + [category])
        cursor = categories.firstIndex(of: category) ?? 0
        step = .category
    }

    mutating func handleSchedule(_ key: Key) {
        if moveVertically(key, rows: Self.scheduleRowCount) { return }
        if cursor == Self.countRow, count.handle(key) {
            problem = nil
            return
        }
        let onDone = cursor == Self.countRow + 1
        switch key {
        case .character(" ") where !onDone, .enter where !onDone:
            let day = Weekday.allCases[cursor]
            if weekdays.contains(day) { weekdays.remove(day) } else { weekdays.insert(day) }
            count.chosen = false
            problem = nil
        case .enter:
            if count.chosen, let schedule = count.schedule {
                draft.schedule = Schedule(count: schedule)
            } else {
                guard !weekdays.isEmpty else {
                    problem = .noWeekday
                    return
                }
                draft.schedule = Schedule(weekdays)
            }
            advance()
        default: break
        }
    }

    mutating func handleGrid(_ key: Key) {
        if let moved = PaletteGrid.move(cursor, by: key, count: PaletteGrid.count(step == .emoji ? .emoji : .colors)) {
            cursor = moved
            return
        }
        switch key {
        case .enter:
            if step == .emoji { draft.emoji = Palette.emoji[cursor] } else { draft.color = Palette.colors[cursor] }
            advance()
        default: break
        }
    }

    /// Edits the text field; true when Enter was pressed (the caller checks
    /// the text). The 38-character limit shows while typing, as in the iOS app.
    /// The question's or description's field: Enter keeps the text when it
    /// keeps `TrackerTextRules` ("" is none) and goes back to the form, on its row.
    mutating func handleText(_ key: Key, limit: Int, keep: (inout AddWizard, String) -> Void) {
        guard editText(key, limit: limit) else { return }
        switch TrackerTextRules.validate(text, limit: limit) {
        case .success(let value):
            keep(&self, value)
            backToForm()
        case .failure(.tooLong(let limit)): problem = .nameTooLong(limit)
        case .failure(let error): problem = .badText(error)
        }
    }

    mutating func editText(_ key: Key, limit: Int = NameRules.limit) -> Bool {
        switch key {
        case .enter: return true
        case .backspace: if !text.isEmpty { text.removeLast() }
        case .control(0x15): text = ""  // Ctrl-U: the field's clear button
        case .character(let character): text.append(character)
        default: return false
        }
        let length = text.trimmedOfWhitespace.count
        problem = length > limit ? .nameTooLong(limit) : nil
        return false
    }

    /// Up and down (also k and j, as on the main screen; Home/End) in a
    /// list of `rows`; true when handled.
    mutating func moveVertically(_ key: Key, rows: Int) -> Bool {
        switch key {
        case .up, .character("k"): cursor = max(0, cursor - 1)
        case .down, .character("j"), .tab: cursor = min(rows - 1, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = rows - 1
        default: return false
        }
        problem = nil
        return true
    }
}
