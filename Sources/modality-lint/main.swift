import ModalityLintCore

// Placeholder until the command line lands.
print("modality-lint")
