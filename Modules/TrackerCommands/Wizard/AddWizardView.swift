import Localization
import SharedModels
import TerminalUI
import TrackerScreens

/// Draws an `AddWizard`: the title, a summary of the sections (values as
/// secondary text under their names, as the creation screen shows them), the
/// current step, the keys it takes and what it refuses.
package struct AddWizardView {
    let l: Localizer
    let style: TerminalStyle
    let colors: TrackerColors
    let size: TerminalSize
    let app: TrackerAppProfile
    private var texts: WizardTexts { app.texts.wizard }

    package init(l: Localizer, style: TerminalStyle, colors: TrackerColors, size: TerminalSize, app: TrackerAppProfile)
    {
        self.l = l
        self.style = style
        self.colors = colors
        self.size = size
        self.app = app
    }

    private var colored: Bool { style.depth != .none }

    package func lines(_ wizard: AddWizard) -> [String] {
        let title = l(
            wizard.isEditing ? texts.editTitle : wizard.draft.kind == .habit ? texts.habitTitle : texts.eventTitle)
        // Hints and problems wrap into lines of the terminal's width: a
        // line the terminal wrapped itself would throw the redraw off.
        let width = max(20, size.columns)
        var footer = DisplayWidth.wrapList(keys(wizard), width: width).map(secondary)
        if let problem = wizard.problem {
            footer += DisplayWidth.wrap(message(problem), width: width).map { style.paint($0, foreground: Self.red) }
        }
        var summary = summary(wizard)
        let list = body(wizard)
        // The rows the picker's list gets (one spare row below the frame);
        // on a short terminal a picker gives up the summary above it first.
        let fixed = 1 + 2 + footer.count + 1 + (list.heading == nil ? 0 : 1)
        if wizard.step != .form, size.rows - fixed - summary.count < min(list.rows.count, 5) { summary = [] }
        // On a short terminal the form's rows scroll, the pointed one kept in view.
        if wizard.step == .form, summary.count > size.rows - fixed - list.rows.count {
            let shown = max(1, size.rows - fixed - list.rows.count)
            let pointed = min(wizard.formRow, summary.count - 1)
            let start = FullScreenFrame.windowStart(selected: pointed, count: summary.count, room: shown)
            summary = Array(summary[start..<(start + shown)])
        }
        let room = max(1, size.rows - fixed - summary.count)
        return [bold(title)] + summary + [""] + windowed(list, room: room) + [""] + footer
    }

    /// A step's body: an optional heading over rows, one of them pointed at.
    struct Body {
        var heading: String?
        var rows: [String]
        var pointed: Int?
    }

    /// `body`'s rows in `room` rows around the pointed one, the heading
    /// saying where the window is (`▲ 3–6/9 ▼`) when they do not all fit.
    func windowed(_ body: Body, room: Int) -> [String] {
        let heading = body.heading.map { [$0] } ?? []
        guard body.rows.count > room, let pointed = body.pointed else { return heading + body.rows }
        let start = FullScreenFrame.windowStart(selected: pointed, count: body.rows.count, room: room)
        let place = ScrollWindow(top: start).indicator(total: body.rows.count, height: room).trimmedOfWhitespace
        let shownHeading = (body.heading ?? "") + "  " + secondary(place)
        return [shownHeading] + body.rows[start..<(start + room)]
    }

    package static let red = RGB(red: 0xF5, green: 0x6B, blue: 0x6C)

    // MARK: - Summary

    /// The form's rows: each section with its value (as secondary text
    /// when empty), and when editing the completed-days counter; `›` marks
    /// the section being picked, or the form's row.
    private func summary(_ wizard: AddWizard) -> [String] {
        let rows = wizard.rows.filter { $0 != .buttons }
        let labels = rows.map { row -> String in
            if case .section(let section) = row { return sectionName(section) }
            return l(.habitsWizardCompletedDays)
        }
        let width = labels.map { DisplayWidth.of($0) }.max() ?? 0
        return zip(rows, labels).enumerated().map { index, entry in
            let (row, label) = entry
            let current: Bool
            let value: String
            switch row {
            case .section(let section):
                current = wizard.step == .form ? wizard.formRow == index : isCurrent(section, wizard.step)
                value = self.value(of: section, wizard) ?? secondary("—")
            case .days, .buttons:
                current = wizard.step == .form && wizard.formRow == index
                value = counter(wizard.days, current: current)
            }
            let name = DisplayWidth.pad(label, to: width)
            return (current ? "› " : "  ") + (current ? bold(name) : name) + "  " + value
        }
    }

    /// `[−] 5 дней [+]`: the 001 spec's counter.
    private func counter(_ days: Int, current: Bool) -> String {
        let text = "[−] " + l(.formatDays(days)) + " [+]"
        return current ? bold(text) : text
    }

    private func value(of section: TrackerDraft.Section, _ wizard: AddWizard) -> String? {
        let draft = wizard.draft
        switch section {
        case .name: return draft.name.map(Sanitizer.clean)
        case .category: return draft.category.map { Sanitizer.clean($0.title) }
        case .schedule:
            if let schedule = draft.schedule { return scheduleText(schedule) }
            if wizard.count.chosen, let count = wizard.count.schedule {
                return secondary(ScheduleText.describe(count, l))
            }
            return wizard.weekdays.isEmpty ? nil : secondary(scheduleText(Schedule(wizard.weekdays)))
        case .emoji: return draft.emoji
        case .color:
            guard let color = draft.color else { return nil }
            return colored ? swatch(color) + " " + color.hex : color.hex
        case .question: return shortened(draft.question)
        case .description: return shortened(draft.details)
        }
    }

    /// A question or description in the summary: one line that fits beside
    /// its label, or nil for none.
    private func shortened(_ text: String) -> String? {
        guard !text.isEmpty else { return nil }
        return DisplayWidth.truncate(Sanitizer.clean(text), to: max(8, size.columns - 20))
    }

    private func isCurrent(_ section: TrackerDraft.Section, _ step: AddWizard.Step) -> Bool {
        switch (section, step) {
        case (.name, .name), (.category, .category), (.category, .newCategory), (.category, .renameCategory),
            (.category, .confirmCategoryDelete), (.schedule, .schedule), (.emoji, .emoji), (.color, .color),
            (.question, .question), (.description, .description):
            true
        default: false
        }
    }

    // MARK: - Steps

    private func body(_ wizard: AddWizard) -> Body {
        switch wizard.step {
        case .name:
            return Body(
                heading: bold(sectionName(.name)), rows: [field(wizard.text, placeholder: l(texts.namePlaceholder))])
        case .category: return categoryList(wizard)
        case .newCategory:
            return Body(
                heading: bold(l(.habitsWizardNewCategory)),
                rows: [field(wizard.text, placeholder: l(.habitsWizardCategoryPlaceholder))])
        case .renameCategory:
            return Body(
                heading: bold(l(.habitsWizardRenameCategory)),
                rows: [field(wizard.text, placeholder: l(.habitsWizardCategoryPlaceholder))])
        case .confirmCategoryDelete(let id): return Body(rows: deleteQuestion(id, wizard))
        case .schedule: return scheduleList(wizard)
        case .emoji:
            return Body(
                heading: bold(sectionName(.emoji)),
                rows: PaletteGrid(.emoji, style: style, colors: colors).lines(cursor: wizard.cursor),
                pointed: wizard.cursor / PaletteGrid.columns)
        case .color:
            return Body(
                heading: bold(sectionName(.color)),
                rows: PaletteGrid(.colors, style: style, colors: colors).lines(cursor: wizard.cursor),
                pointed: wizard.cursor / PaletteGrid.columns)
        case .question: return Body(heading: bold(sectionName(.question)), rows: [field(wizard.text, placeholder: "")])
        case .description:
            return Body(heading: bold(sectionName(.description)), rows: [field(wizard.text, placeholder: "")])
        case .form: return Body(rows: [formButtons(wizard)])
        }
    }

    /// «Создать» and «Отменить» (editing: «Сохранить»). «Создать» is
    /// disabled until every section is filled in, as the iOS app's button:
    /// secondary text, `‹ … ›` when pointed at (Enter there names the empty sections).
    private func formButtons(_ wizard: AddWizard) -> String {
        let onButtons = wizard.rows[wizard.formRow] == .buttons
        let first = wizard.isEditing ? l(.habitsWizardSave) : l(.habitsWizardCreate)
        let disabled = !wizard.isEditing && !wizard.draft.missing.isEmpty
        let buttons = [first, l(.habitsWizardCancel)].enumerated().map { index, title in
            let pointed = onButtons && index == wizard.button
            if index == 0, disabled {
                return pointed ? "‹ " + secondary(title) + " ›" : "  " + secondary(title) + "  "
            }
            return pointed ? style.paint("[ " + title + " ]", bold: true) : "  " + title + "  "
        }
        return "  " + buttons.joined(separator: "  ")
    }

    /// A text field on one line: a text longer than the line shows its end,
    /// where the typing is (a line the terminal wrapped would throw the redraw off).
    private func field(_ text: String, placeholder: String) -> String {
        let cleaned = DisplayWidth.truncateKeepingEnd(Sanitizer.clean(text), to: max(8, size.columns - 6))
        let shown = text.isEmpty ? secondary(placeholder) : cleaned
        return "  > " + shown + (colored ? style.inverse + " " + style.reset : "_")
    }

    private func categoryList(_ wizard: AddWizard) -> Body {
        var rows: [String] = []
        if wizard.categories.isEmpty { rows.append("  " + secondary(l(.habitsCategoryEmpty))) }
        for row in 0..<wizard.categoryRowCount {
            let pointer = row == wizard.cursor ? "› " : "  "
            if row == wizard.categories.count {
                let text = "+ " + l(.habitsWizardAddCategory)
                rows.append(pointer + (row == wizard.cursor ? bold(text) : text))
                continue
            }
            let category = wizard.categories[row]
            let check = category.id == wizard.lastChosen ? style.paint("✓", foreground: colors.accent, bold: true) : " "
            let title = Sanitizer.clean(category.title)
            rows.append(pointer + check + " " + (row == wizard.cursor ? bold(title) : title))
        }
        let pointed = wizard.cursor + (wizard.categories.isEmpty ? 1 : 0)
        return Body(heading: bold(sectionName(.category)), rows: rows, pointed: pointed)
    }

    /// The question of `category delete`, saying what goes with the category.
    private func deleteQuestion(_ id: EntityID, _ wizard: AddWizard) -> [String] {
        guard let category = wizard.categories.first(where: { $0.id == id }) else { return [] }
        let question = CategoryChanges.question(category.title, wizard.categoryUsage[id], l)
        return DisplayWidth.wrap(question, width: max(20, size.columns)).map(bold)
    }

    private func scheduleList(_ wizard: AddWizard) -> Body {
        var rows: [String] = []
        let names = Weekday.allCases.map { l.weekdayLong($0) }
        let width = names.map { DisplayWidth.of($0) }.max() ?? 0
        for (row, day) in Weekday.allCases.enumerated() {
            let pointer = row == wizard.cursor ? "› " : "  "
            let on = wizard.weekdays.contains(day)
            let toggle = on ? style.paint("[✓]", foreground: colors.accent, bold: true) : "[ ]"
            rows.append(pointer + DisplayWidth.pad(names[row], to: width) + "  " + toggle)
        }
        rows.append(countRow(wizard))
        let done = l(.habitsWizardDone)
        let onDone = wizard.cursor == AddWizard.countRow + 1
        rows.append((onDone ? "› " : "  ") + (onDone ? style.paint("[ " + done + " ]", bold: true) : "  " + done))
        return Body(heading: bold(sectionName(.schedule)), rows: rows, pointed: wizard.cursor)
    }

    /// «или [✓] 3 раза за 7 дней», the third choice under the weekdays.
    private func countRow(_ wizard: AddWizard) -> String {
        let pointed = wizard.cursor == AddWizard.countRow
        let toggle = wizard.count.chosen ? style.paint("[✓]", foreground: colors.accent, bold: true) : "[ ]"
        let text = wizard.count.schedule.map { ScheduleText.describe($0, l) } ?? ""
        return (pointed ? "› " : "  ") + l(.habitsWizardOrCount) + " " + toggle + " " + (pointed ? bold(text) : text)
    }

    // MARK: - Texts

    private func keys(_ wizard: AddWizard) -> String {
        switch wizard.step {
        case .name, .newCategory, .renameCategory, .question, .description: l(.habitsWizardKeysText)
        case .category: wizard.categories.isEmpty ? l(.habitsWizardKeysList) : l(.habitsWizardKeysCategories)
        case .confirmCategoryDelete: l(.habitsScreenConfirm)
        case .schedule: wizard.cursor == AddWizard.countRow ? l(.habitsWizardKeysCount) : l(.habitsWizardKeysSchedule)
        case .emoji, .color: l(.habitsWizardKeysGrid)
        case .form: wizard.isEditing ? l(.habitsWizardKeysEditForm) : l(.habitsWizardKeysForm)
        }
    }

    private func message(_ problem: AddWizard.Problem) -> String {
        switch problem {
        case .emptyName: NameError.empty.message(l)
        case .nameTooLong(let limit): NameError.tooLong(limit: limit).message(l)
        case .categoryExists(let title): l(.habitsErrorCategoryExists(Sanitizer.clean(title)))
        case .categoryHoldsHabit: l(.habitsWizardCategoryHoldsHabit)
        case .noWeekday: l(.habitsWizardNoWeekday)
        case .badName(let error): error.message(l)
        case .badText(let error): error.message(l)
        case .missing(let sections): l(.habitsErrorMissingSections(l.list(sections.map(sectionName))))
        }
    }

    package func sectionName(_ section: TrackerDraft.Section) -> String {
        switch section {
        case .name: l(.habitsSectionName)
        case .category: l(.habitsSectionCategory)
        case .schedule: l(.habitsSectionSchedule)
        case .emoji: l(.habitsSectionEmoji)
        case .color: l(.habitsSectionColor)
        case .question: l(.trackerSectionQuestion)
        case .description: l(.trackerSectionDescription)
        }
    }

    private func scheduleText(_ schedule: Schedule) -> String { ScheduleText.describe(schedule, l) }

    private func swatch(_ color: RGBColor) -> String { PaletteGrid.swatch(color, style) }
    private func bold(_ text: String) -> String { style.paint(text, bold: true) }
    private func secondary(_ text: String) -> String { style.paint(text, foreground: colors.secondary) }
}
