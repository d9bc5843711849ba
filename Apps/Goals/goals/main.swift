import AppPlugin
import GoalsApp

AppRunner.main(GoalsPlugin())
