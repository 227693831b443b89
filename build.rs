//! Compiles the site's messages (`i18n/<language>.ftl`, Fluent's syntax) into what the crate
//! carries: a Rust type per English message, whose fields are the message's variables
//! (`src/i18n`), and every language's messages as one compact table in the English
//! messages' order, which `src/i18n/catalog.rs` formats.
//!
//! The sources are read with `fluent-syntax`, Project Fluent's own parser; terms, message
//! references and term attributes are resolved here, so what is left to do at run time is
//! a message's text, its variables and its selections (plural categories and exact values).
//! A construct the formatter does not know (a function other than `NUMBER`, an attribute
//! of a message) stops the build with the file and the message named.
//!
//! The table's format, one line per message: text, `\x01` and a variable's index (as the
//! character `'0' + index`), `\x02` and a variable's index opening a selection whose arms
//! are `\x03` key `\x04` pattern (the default arm's key starts with `*`) and which `\x05`
//! closes; a newline inside a message is `\x06`. An empty line is a message the language
//! does not have (English's is said instead).

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::path::Path;

use fluent_syntax::ast;

/// The languages, English first: the messages' order and variables are English's.
const LANGUAGES: &[&str] = &["en", "fr", "de", "nl", "es", "pt"];

/// A variable's declared type, from the message's comment (`$count (Number)`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum VarType {
    Number,
    String,
}

/// An English message: its id, its variables in the order of first use, and their types.
struct MessageShape {
    id: String,
    vars: Vec<(String, VarType)>,
    text: String,
}

struct Source<'s> {
    file: String,
    messages: HashMap<&'s str, &'s ast::Pattern<&'s str>>,
    terms: HashMap<&'s str, &'s ast::Term<&'s str>>,
    order: Vec<&'s ast::Message<&'s str>>,
}

fn parse<'s>(file: &str, text: &'s str) -> Source<'s> {
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("{file}: {errors:?}"),
    };
    let resource: &'s ast::Resource<&'s str> = Box::leak(Box::new(resource));
    let mut source = Source {
        file: file.to_owned(),
        messages: HashMap::new(),
        terms: HashMap::new(),
        order: Vec::new(),
    };
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(message) => {
                let Some(value) = &message.value else {
                    panic!("{file}: {} has no value", message.id.name)
                };
                if !message.attributes.is_empty() {
                    panic!(
                        "{file}: {}: messages' attributes are not used",
                        message.id.name
                    )
                }
                if source.messages.insert(message.id.name, value).is_some() {
                    panic!("{file}: {} is defined twice", message.id.name)
                }
                source.order.push(message);
            }
            ast::Entry::Term(term) => {
                source.terms.insert(term.id.name, term);
            }
            ast::Entry::Junk { content } => panic!("{file}: not Fluent: {content}"),
            _ => {}
        }
    }
    source
}

/// A compiled pattern's parts, before encoding.
enum Part {
    Text(String),
    Var(String),
    Select {
        var: String,
        arms: Vec<(String, bool, Vec<Part>)>,
    },
}

/// What a term's body sees: its arguments (string literals).
type TermArgs<'s> = BTreeMap<&'s str, String>;

struct Compiler<'a, 's> {
    source: &'a Source<'s>,
    message: &'s str,
}

impl<'s> Compiler<'_, 's> {
    fn fail(&self, what: &str) -> ! {
        panic!("{}: {}: {what}", self.source.file, self.message)
    }

    fn pattern(&self, pattern: &ast::Pattern<&'s str>, term: Option<&TermArgs<'s>>) -> Vec<Part> {
        let mut parts = Vec::new();
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => {
                    parts.push(Part::Text((*value).to_owned()))
                }
                ast::PatternElement::Placeable { expression } => {
                    parts.extend(self.expression(expression, term))
                }
            }
        }
        parts
    }

    fn expression(
        &self,
        expression: &ast::Expression<&'s str>,
        term: Option<&TermArgs<'s>>,
    ) -> Vec<Part> {
        match expression {
            ast::Expression::Inline(inline) => self.inline(inline, term),
            ast::Expression::Select { selector, variants } => {
                // A selector known here (a term's attribute or argument) picks its arm now.
                if let Some(value) = self.constant(selector, term) {
                    let chosen = (variants.iter().find(|v| variant_key(&v.key) == value))
                        .or_else(|| variants.iter().find(|v| v.default))
                        .unwrap_or_else(|| self.fail("a selection without a default"));
                    return self.pattern(&chosen.value, term);
                }
                let var = match selector {
                    ast::InlineExpression::VariableReference { id } if term.is_none() => {
                        id.name.to_owned()
                    }
                    ast::InlineExpression::FunctionReference { id, arguments }
                        if id.name == "NUMBER" && term.is_none() =>
                    {
                        match arguments.positional.as_slice() {
                            [ast::InlineExpression::VariableReference { id }] => id.name.to_owned(),
                            _ => self.fail("NUMBER takes one variable"),
                        }
                    }
                    _ => self
                        .fail("a selector must be a variable, or a term's attribute or argument"),
                };
                let arms = (variants.iter())
                    .map(|v| (variant_key(&v.key), v.default, self.pattern(&v.value, term)))
                    .collect();
                vec![Part::Select { var, arms }]
            }
        }
    }

    /// A selector's value when it is known at build time.
    fn constant(
        &self,
        selector: &ast::InlineExpression<&'s str>,
        term: Option<&TermArgs<'s>>,
    ) -> Option<String> {
        match selector {
            ast::InlineExpression::TermReference {
                id,
                attribute: Some(attribute),
                ..
            } => {
                let term = (self.source.terms.get(id.name))
                    .unwrap_or_else(|| self.fail(&format!("no term -{}", id.name)));
                let value = (term.attributes.iter().find(|a| a.id.name == attribute.name))
                    .unwrap_or_else(|| {
                        self.fail(&format!("-{} has no attribute {}", id.name, attribute.name))
                    });
                Some(
                    plain_text(&value.value)
                        .unwrap_or_else(|| self.fail("an attribute must be plain text")),
                )
            }
            ast::InlineExpression::VariableReference { id } => {
                term.map(|args| args.get(id.name).cloned().unwrap_or_default())
            }
            ast::InlineExpression::StringLiteral { value } => Some(unescape(value)),
            _ => None,
        }
    }

    fn inline(
        &self,
        inline: &ast::InlineExpression<&'s str>,
        term: Option<&TermArgs<'s>>,
    ) -> Vec<Part> {
        match inline {
            ast::InlineExpression::StringLiteral { value } => vec![Part::Text(unescape(value))],
            ast::InlineExpression::NumberLiteral { value } => vec![Part::Text((*value).to_owned())],
            ast::InlineExpression::VariableReference { id } => match term {
                Some(args) => vec![Part::Text(args.get(id.name).cloned().unwrap_or_default())],
                None => vec![Part::Var(id.name.to_owned())],
            },
            ast::InlineExpression::FunctionReference { id, arguments } if id.name == "NUMBER" => {
                match arguments.positional.as_slice() {
                    [argument] => self.inline(argument, term),
                    _ => self.fail("NUMBER takes one argument"),
                }
            }
            ast::InlineExpression::FunctionReference { id, .. } => {
                self.fail(&format!("the function {} is not supported", id.name))
            }
            ast::InlineExpression::MessageReference { id, attribute } => {
                if attribute.is_some() {
                    self.fail("messages' attributes are not used")
                }
                let pattern = (self.source.messages.get(id.name))
                    .unwrap_or_else(|| self.fail(&format!("no message {}", id.name)));
                self.pattern(pattern, term)
            }
            ast::InlineExpression::TermReference {
                id,
                attribute,
                arguments,
            } => {
                let found = (self.source.terms.get(id.name))
                    .unwrap_or_else(|| self.fail(&format!("no term -{}", id.name)));
                let mut args = TermArgs::new();
                if let Some(arguments) = arguments {
                    for named in &arguments.named {
                        match &named.value {
                            ast::InlineExpression::StringLiteral { value } => {
                                args.insert(named.name.name, unescape(value));
                            }
                            _ => self.fail("a term's arguments must be string literals"),
                        }
                    }
                }
                match attribute {
                    Some(attribute) => {
                        let value = (found
                            .attributes
                            .iter()
                            .find(|a| a.id.name == attribute.name))
                        .unwrap_or_else(|| {
                            self.fail(&format!("-{} has no attribute {}", id.name, attribute.name))
                        });
                        self.pattern(&value.value, Some(&args))
                    }
                    None => self.pattern(&found.value, Some(&args)),
                }
            }
            ast::InlineExpression::Placeable { expression } => self.expression(expression, term),
        }
    }
}

fn variant_key(key: &ast::VariantKey<&str>) -> String {
    match key {
        ast::VariantKey::Identifier { name } => (*name).to_owned(),
        ast::VariantKey::NumberLiteral { value } => (*value).to_owned(),
    }
}

/// A pattern that is text alone.
fn plain_text(pattern: &ast::Pattern<&str>) -> Option<String> {
    let mut text = String::new();
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => text.push_str(value),
            ast::PatternElement::Placeable {
                expression: ast::Expression::Inline(ast::InlineExpression::StringLiteral { value }),
            } => text.push_str(&unescape(value)),
            _ => return None,
        }
    }
    Some(text)
}

/// A Fluent string literal's escapes (`\"`, `\\`, `\u00A0`, `\U01F600`) undone.
fn unescape(literal: &str) -> String {
    let mut out = String::new();
    let mut chars = literal.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some(digits @ ('u' | 'U')) => {
                let n = if digits == 'u' { 4 } else { 6 };
                let hex: String = chars.by_ref().take(n).collect();
                let code = u32::from_str_radix(&hex, 16).expect("a \\u escape's hex digits");
                out.push(char::from_u32(code).expect("a \\u escape's character"));
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

/// The variables a compiled pattern uses, in the order of first use.
fn variables(parts: &[Part], into: &mut Vec<String>) {
    for part in parts {
        match part {
            Part::Text(_) => {}
            Part::Var(name) => {
                if !into.contains(name) {
                    into.push(name.clone())
                }
            }
            Part::Select { var, arms } => {
                if !into.contains(var) {
                    into.push(var.clone())
                }
                for (_, _, parts) in arms {
                    variables(parts, into)
                }
            }
        }
    }
}

/// Encodes a compiled pattern in the table's format.
fn encode(parts: &[Part], vars: &[(String, VarType)], file: &str, id: &str, out: &mut String) {
    let index = |name: &str| -> char {
        let i = (vars.iter().position(|(v, _)| v == name))
            .unwrap_or_else(|| panic!("{file}: {id}: ${name} is not one of English's variables"));
        char::from(b'0' + u8::try_from(i).expect("few variables"))
    };
    for part in parts {
        match part {
            Part::Text(text) => {
                for c in text.chars() {
                    match c {
                        '\n' => out.push('\x06'),
                        c if (c as u32) < 0x20 => panic!("{file}: {id}: a control character"),
                        c => out.push(c),
                    }
                }
            }
            Part::Var(name) => {
                out.push('\x01');
                out.push(index(name));
            }
            Part::Select { var, arms } => {
                out.push('\x02');
                out.push(index(var));
                for (key, default, parts) in arms {
                    out.push('\x03');
                    if *default {
                        out.push('*');
                    }
                    out.push_str(key);
                    out.push('\x04');
                    encode(parts, vars, file, id, out);
                }
                out.push('\x05');
            }
        }
    }
}

/// The variables' types declared in a message's comment: lines such as
/// `$count (Number) - the stones sown`.
fn declared_types(message: &ast::Message<&str>) -> HashMap<String, VarType> {
    let mut types = HashMap::new();
    for line in message.comment.iter().flat_map(|c| c.content.iter()) {
        let line = line.trim();
        let Some(rest) = line.strip_prefix('$') else {
            continue;
        };
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '-' || *c == '_')
            .collect();
        let after = rest[name.len()..].trim_start();
        let kind = if after.starts_with("(Number)") {
            VarType::Number
        } else if after.starts_with("(String)") {
            VarType::String
        } else {
            continue;
        };
        types.insert(name, kind);
    }
    types
}

/// Whether only native builds say message `id`: the rules pages', the web app
/// manifests' and the pages' words around the app (`html-`), which are written when the
/// site is built (`tests/rules_pages.rs`, `tests/prerendered_pages.rs`), not by the app.
fn native_only(id: &str) -> bool {
    id.starts_with("rules-") || id.starts_with("manifest-") || id.starts_with("html-")
}

fn camel(id: &str) -> String {
    (id.split(['-', '_']))
        .map(|word| {
            let mut chars = word.chars();
            match chars.next() {
                Some(first) => first.to_ascii_uppercase().to_string() + chars.as_str(),
                None => String::new(),
            }
        })
        .collect()
}

fn snake(var: &str) -> String {
    let name = var.replace('-', "_");
    if matches!(
        name.as_str(),
        "type" | "move" | "match" | "ref" | "in" | "fn" | "loop" | "where"
    ) {
        format!("r#{name}")
    } else {
        name
    }
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n");
    println!("cargo::rerun-if-changed=i18n");
    let out_dir = std::env::var("OUT_DIR").expect("OUT_DIR");
    let texts: Vec<(String, String)> = (LANGUAGES.iter())
        .map(|lang| {
            let path = root.join(format!("{lang}.ftl"));
            println!("cargo::rerun-if-changed={}", path.display());
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            (format!("i18n/{lang}.ftl"), text)
        })
        .collect();
    let sources: Vec<Source> = texts.iter().map(|(file, text)| parse(file, text)).collect();
    let english = &sources[0];

    // English fixes the messages, their order and their variables.
    let mut shapes = Vec::new();
    for message in &english.order {
        let id = message.id.name;
        let compiler = Compiler {
            source: english,
            message: id,
        };
        let parts = compiler.pattern(message.value.as_ref().expect("a value"), None);
        let mut names = Vec::new();
        variables(&parts, &mut names);
        let types = declared_types(message);
        let vars = (names.into_iter())
            .map(|name| {
                let kind = *types.get(&name).unwrap_or_else(|| {
                    panic!("i18n/en.ftl: {id}: say ${name}'s type in its comment: `# ${name} (Number)` or `(String)`")
                });
                (name, kind)
            })
            .collect::<Vec<_>>();
        let mut text = String::new();
        encode(&parts, &vars, "i18n/en.ftl", id, &mut text);
        shapes.push(MessageShape {
            id: id.to_owned(),
            vars,
            text,
        });
    }

    // Every language's table, in English's order, and what a translation lacks or has
    // too many of (tests/messages.rs fails on any).
    let mut problems = String::new();
    for (lang, source) in LANGUAGES.iter().zip(&sources).skip(1) {
        if source.order.is_empty() {
            continue;
        }
        for message in &source.order {
            if !shapes.iter().any(|s| s.id == message.id.name) {
                writeln!(
                    problems,
                    "{}: {} is not one of English's messages",
                    source.file, message.id.name
                )
                .unwrap();
            }
        }
        for shape in &shapes {
            if !source.messages.contains_key(shape.id.as_str()) {
                writeln!(problems, "{}: {} is missing", source.file, shape.id).unwrap();
            }
        }
        let _ = lang;
    }
    for (lang, source) in LANGUAGES.iter().zip(&sources) {
        let mut table = String::new();
        for shape in &shapes {
            if let Some(pattern) = source.messages.get(shape.id.as_str()) {
                let compiler = Compiler {
                    source,
                    message: &shape.id,
                };
                let parts = compiler.pattern(pattern, None);
                let mut used = Vec::new();
                variables(&parts, &mut used);
                for (var, _) in &shape.vars {
                    if !used.contains(var) {
                        writeln!(
                            problems,
                            "{}: {} does not use ${var}",
                            source.file, shape.id
                        )
                        .unwrap();
                    }
                }
                encode(&parts, &shape.vars, &source.file, &shape.id, &mut table);
            }
            table.push('\n');
        }
        // The site's copy leaves out what only native builds say (the rules pages and the
        // manifests, written at build time): their lines are empty.
        let site: String = (table.split_terminator('\n').zip(&shapes))
            .map(|(line, shape)| match native_only(&shape.id) {
                true => "\n".to_owned(),
                false => format!("{line}\n"),
            })
            .collect();
        let write = |name: String, text: &str| {
            std::fs::write(Path::new(&out_dir).join(name), text).expect("write a table")
        };
        write(format!("{lang}.messages"), &table);
        write(format!("{lang}.site.messages"), &site);
    }

    // A type per message.
    let mut code =
        String::from("// Generated by build.rs from i18n/en.ftl: a type per message.\n\n");
    for (index, shape) in shapes.iter().enumerate() {
        let name = camel(&shape.id);
        let english_line = shape
            .text
            .replace(['\x01', '\x02', '\x03', '\x04', '\x05', '\x06'], " ");
        let summary: String = english_line.chars().take(90).collect();
        writeln!(
            code,
            "/// `{}`: {}",
            shape.id,
            summary.replace('`', "'").trim()
        )
        .unwrap();
        let has_str = shape.vars.iter().any(|(_, t)| *t == VarType::String);
        let lifetime = if has_str { "<'a>" } else { "" };
        if shape.vars.is_empty() {
            writeln!(code, "#[derive(Clone, Copy, Debug)]\npub struct {name};").unwrap();
        } else {
            writeln!(
                code,
                "#[derive(Clone, Copy, Debug)]\npub struct {name}{lifetime} {{"
            )
            .unwrap();
            for (var, kind) in &shape.vars {
                let ty = match kind {
                    VarType::Number => "i64",
                    VarType::String => "&'a str",
                };
                writeln!(code, "    /// `${var}`\n    pub {}: {ty},", snake(var)).unwrap();
            }
            writeln!(code, "}}").unwrap();
        }
        let args = (shape.vars.iter())
            .map(|(var, kind)| match kind {
                VarType::Number => format!("Arg::Number(self.{})", snake(var)),
                VarType::String => format!("Arg::Text(self.{})", snake(var)),
            })
            .collect::<Vec<_>>()
            .join(", ");
        let impl_lifetime = if has_str { "<'_>" } else { "" };
        writeln!(
            code,
            "impl{lifetime} {name}{lifetime} {{\n    /// The message in the current language.\n    pub fn text(&self) -> String {{\n        say({index}, {english:?}, &[{args}])\n    }}\n}}\n\nimpl Message for {name}{impl_lifetime} {{\n    fn write_in(&self, catalog: &Catalog, out: &mut String) {{\n        catalog.write({index}, {english:?}, &[{args}], out)\n    }}\n}}\n",
            english = shape.text
        )
        .unwrap();
    }
    writeln!(
        code,
        "/// How many messages there are.\npub const COUNT: usize = {};",
        shapes.len()
    )
    .unwrap();
    writeln!(
        code,
        "/// Each message's id, in the tables' order.\npub const IDS: [&str; {}] = [",
        shapes.len()
    )
    .unwrap();
    for shape in &shapes {
        writeln!(code, "    {:?},", shape.id).unwrap();
    }
    writeln!(code, "];").unwrap();
    writeln!(
        code,
        "/// Each message's variables, in its fields' order: name, and whether a number."
    )
    .unwrap();
    writeln!(
        code,
        "pub const VARIABLES: [&[(&str, bool)]; {}] = [",
        shapes.len()
    )
    .unwrap();
    for shape in &shapes {
        let vars = (shape.vars.iter())
            .map(|(var, kind)| format!("({var:?}, {})", *kind == VarType::Number))
            .collect::<Vec<_>>()
            .join(", ");
        writeln!(code, "    &[{vars}],").unwrap();
    }
    writeln!(code, "];").unwrap();
    std::fs::write(Path::new(&out_dir).join("messages.rs"), code).expect("write messages.rs");
    std::fs::write(Path::new(&out_dir).join("problems.txt"), problems).expect("write problems.txt");
}
