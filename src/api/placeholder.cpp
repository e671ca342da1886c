// Placeholder until the module's first source lands; remove then.
