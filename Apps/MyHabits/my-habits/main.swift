import AppPlugin
import MyHabitsApp

AppRunner.main(MyHabitsPlugin())
