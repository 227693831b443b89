//! The layers' rule and the module graph (docs/architecture.md): the library's modules form
//! a stack, `i18n` < `games` < `search` < `computer` < `ui`, each using only those below it; the
//! engine and the search name no web crate; and no two modules depend on each other, even
//! through others (no cycle).
//!
//! Every file of `src/` reachable from `src/lib.rs` is read with `syn` (a real Rust parser)
//! into modules: each file and each inline `mod` is a node. A module depends on another
//! (an edge) when its code names an item the other defines: a path anywhere in its code
//! (types, expressions, patterns, trait bounds, the paths inside macro calls) or a private
//! `use`. Paths are resolved as the compiler does: `crate::`, `self::`, `super::`, `use`
//! groups, renames and globs, and through every `use` on the way, so an item reached by a
//! re-export counts against the module that defines it. A `pub use` is a door, not a
//! dependency (it adds no code of the re-exporting module), and `mod x;` is structure: a
//! `mod.rs` that declares and re-exports its children is no knot; one that defines items its
//! children use and itself uses theirs is a cycle.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};
use syn::spanned::Spanned;
use syn::visit::Visit;

/// Crates that only make sense in a browser.
const WEB_CRATES: &[&str] = &[
    "yew",
    "web_sys",
    "js_sys",
    "gloo",
    "wasm_bindgen",
    "wasm_bindgen_futures",
];

/// Whether `name` is a web crate (`gloo`'s parts, such as `gloo_timers`, included).
fn is_web_crate(name: &str) -> bool {
    WEB_CRATES.contains(&name) || name.starts_with("gloo_")
}

/// The layers, bottom first: a module may use its own layer and those below.
const LAYERS: &[&str] = &["i18n", "games", "search", "computer", "ui"];

/// The layers that name no web crate.
const NATIVE_LAYERS: &[&str] = &["i18n", "games", "search"];

/// A module's path from the crate's root: `["games", "kalah", "position"]`.
type ModPath = Vec<String>;

/// A `use` flattened: the path as written and the name it brings in (none for a glob).
#[derive(Debug, Clone)]
struct Import {
    path: Vec<String>,
    name: Option<String>,
    public: bool,
    line: usize,
}

/// One module: what it declares, defines and imports, and the paths its code names.
#[derive(Debug, Default)]
struct Module {
    file: String,
    children: BTreeSet<String>,
    defs: BTreeSet<String>,
    imports: Vec<Import>,
    /// Paths named in code: segments, line, and whether it starts with `::`.
    paths: Vec<(Vec<String>, usize, bool)>,
}

/// What a path names.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Target {
    /// A module.
    Module(ModPath),
    /// An item, by the module that defines it.
    Item(ModPath),
    /// A path of another crate (or of nothing this check knows: a local, a generic).
    External(String),
    Unknown,
}

/// A dependency: `from` names something of `to`, at `file:line`, as `what`.
#[derive(Debug, Clone)]
struct Edge {
    to: ModPath,
    file: String,
    line: usize,
    what: String,
}

/// Each module's dependencies, by module.
type Graph = BTreeMap<ModPath, Vec<Edge>>;

/// The crate: its modules by path, and the `#[macro_export]` macros (at its root).
#[derive(Debug, Default)]
struct Crate {
    modules: BTreeMap<ModPath, Module>,
    macros: BTreeMap<String, ModPath>,
    /// What each name in each module was found to name (`None` while it is looked up, so
    /// that imports naming each other end).
    memo: RefCell<BTreeMap<(ModPath, String), Option<Target>>>,
}

fn line_of(span: proc_macro2::Span) -> usize {
    span.start().line
}

/// Collects the paths named in a module's code (not in its inline modules, which are nodes
/// of their own) and the `use`s inside function bodies.
struct Collector<'a> {
    module: &'a mut Module,
    /// The names bound by patterns (`let x`, parameters, match arms) in the function being
    /// read: a bare `x` naming one of them is a local, not an item of another module.
    locals: Vec<BTreeSet<String>>,
}

/// The names a function's patterns bind.
#[derive(Default)]
struct Bindings(BTreeSet<String>);

impl<'ast> Visit<'ast> for Bindings {
    fn visit_pat_ident(&mut self, pat: &'ast syn::PatIdent) {
        self.0.insert(pat.ident.to_string());
        syn::visit::visit_pat_ident(self, pat);
    }
}

impl Collector<'_> {
    fn in_function(&mut self, bind: impl FnOnce(&mut Bindings), visit: impl FnOnce(&mut Self)) {
        let mut bindings = Bindings::default();
        bind(&mut bindings);
        self.locals.push(bindings.0);
        visit(self);
        self.locals.pop();
    }
}

impl<'ast> Visit<'ast> for Collector<'_> {
    fn visit_item_fn(&mut self, item: &'ast syn::ItemFn) {
        self.in_function(
            |b| b.visit_item_fn(item),
            |c| syn::visit::visit_item_fn(c, item),
        );
    }

    fn visit_impl_item_fn(&mut self, item: &'ast syn::ImplItemFn) {
        self.in_function(
            |b| b.visit_impl_item_fn(item),
            |c| syn::visit::visit_impl_item_fn(c, item),
        );
    }

    fn visit_trait_item_fn(&mut self, item: &'ast syn::TraitItemFn) {
        self.in_function(
            |b| b.visit_trait_item_fn(item),
            |c| syn::visit::visit_trait_item_fn(c, item),
        );
    }

    fn visit_expr_path(&mut self, expr: &'ast syn::ExprPath) {
        let local = expr.qself.is_none()
            && expr.path.leading_colon.is_none()
            && expr.path.segments.len() == 1
            && self
                .locals
                .last()
                .is_some_and(|l| l.contains(&expr.path.segments[0].ident.to_string()));
        if !local {
            syn::visit::visit_expr_path(self, expr);
        }
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segs = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let line = line_of(path.span());
        self.module
            .paths
            .push((segs, line, path.leading_colon.is_some()));
        syn::visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.visit_path(&mac.path);
        token_paths(mac.tokens.clone(), &mut self.module.paths);
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        flatten_use(item, &mut self.module.imports);
    }

    fn visit_item_mod(&mut self, _: &'ast syn::ItemMod) {}

    /// `pub(super)`, `pub(in crate::x)`: who may see an item, not what it uses.
    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {}
}

/// The paths in a macro's tokens: every run `a::b::c` (`$crate` read as `crate`).
fn token_paths(tokens: TokenStream, out: &mut Vec<(Vec<String>, usize, bool)>) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    let is_colons = |k: usize| {
        matches!((trees.get(k), trees.get(k + 1)),
            (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b))) if a.as_char() == ':' && b.as_char() == ':')
    };
    while i < trees.len() {
        match &trees[i] {
            TokenTree::Group(g) => {
                token_paths(g.stream(), out);
                i += 1;
            }
            TokenTree::Ident(first) => {
                let dollar =
                    i > 0 && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == '$');
                let leading = i >= 2 && is_colons(i - 2) && !dollar;
                let mut segs = vec![if dollar && first == "crate" {
                    "crate".to_owned()
                } else {
                    first.to_string()
                }];
                let line = line_of(first.span());
                i += 1;
                while is_colons(i) {
                    match trees.get(i + 2) {
                        Some(TokenTree::Ident(next)) => {
                            segs.push(next.to_string());
                            i += 3;
                        }
                        _ => break,
                    }
                }
                out.push((segs, line, leading));
            }
            _ => i += 1,
        }
    }
}

/// A `use` item as one [`Import`] per name it brings in.
fn flatten_use(item: &syn::ItemUse, out: &mut Vec<Import>) {
    let public = !matches!(item.vis, syn::Visibility::Inherited);
    let mut prefix = Vec::new();
    if item.leading_colon.is_some() {
        prefix.push("::".to_owned());
    }
    flatten_tree(&item.tree, &mut prefix, public, out);
}

fn flatten_tree(
    tree: &syn::UseTree,
    prefix: &mut Vec<String>,
    public: bool,
    out: &mut Vec<Import>,
) {
    let line = line_of(tree.span());
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            flatten_tree(&p.tree, prefix, public, out);
            prefix.pop();
        }
        syn::UseTree::Name(n) => {
            let name = n.ident.to_string();
            let (path, name) = if name == "self" {
                (prefix.clone(), prefix.last().cloned())
            } else {
                (
                    [prefix.as_slice(), std::slice::from_ref(&name)].concat(),
                    Some(name),
                )
            };
            out.push(Import {
                path,
                name,
                public,
                line,
            });
        }
        syn::UseTree::Rename(r) => {
            let name = r.ident.to_string();
            let path = if name == "self" {
                prefix.clone()
            } else {
                [prefix.as_slice(), &[name]].concat()
            };
            out.push(Import {
                path,
                name: Some(r.rename.to_string()),
                public,
                line,
            });
        }
        syn::UseTree::Glob(_) => out.push(Import {
            path: prefix.clone(),
            name: None,
            public,
            line,
        }),
        syn::UseTree::Group(g) => {
            for t in &g.items {
                flatten_tree(t, prefix, public, out);
            }
        }
    }
}

/// The name an item defines, if any (`impl` blocks and `use`s define none).
fn item_name(item: &syn::Item) -> Option<String> {
    let ident = match item {
        syn::Item::Const(i) => &i.ident,
        syn::Item::Enum(i) => &i.ident,
        syn::Item::Fn(i) => &i.sig.ident,
        syn::Item::Static(i) => &i.ident,
        syn::Item::Struct(i) => &i.ident,
        syn::Item::Trait(i) => &i.ident,
        syn::Item::TraitAlias(i) => &i.ident,
        syn::Item::Type(i) => &i.ident,
        syn::Item::Union(i) => &i.ident,
        syn::Item::Macro(i) => i.ident.as_ref()?,
        _ => return None,
    };
    Some(ident.to_string())
}

/// Where the files of a module's `mod x;` children are: beside a `mod.rs` or `lib.rs`,
/// else in a folder named after the file.
fn child_dir(file: &Path) -> PathBuf {
    let dir = file.parent().unwrap();
    match file.file_stem().and_then(|s| s.to_str()) {
        Some("mod" | "lib" | "main") => dir.to_owned(),
        Some(stem) => dir.join(stem),
        None => dir.to_owned(),
    }
}

/// How a module's source is found: from files (`src/`), or from a table (the unit tests).
trait Sources {
    /// The text of module `path`'s file, `file` being its parent's file (none for the root),
    /// and the name to report it by.
    fn read(&self, path: &ModPath, parent_file: Option<&str>) -> Option<(String, String)>;
}

/// The crate's files under `src/`.
struct Files(PathBuf);

impl Sources for Files {
    fn read(&self, path: &ModPath, parent_file: Option<&str>) -> Option<(String, String)> {
        let candidates = match parent_file {
            None => vec![self.0.join("lib.rs")],
            Some(parent) => {
                let dir = child_dir(&self.0.join(parent));
                let name = path.last().unwrap();
                vec![
                    dir.join(format!("{name}.rs")),
                    dir.join(name).join("mod.rs"),
                ]
            }
        };
        let file = candidates.into_iter().find(|f| f.exists())?;
        let rel = file.strip_prefix(&self.0).unwrap().display().to_string();
        Some((rel, fs::read_to_string(&file).unwrap()))
    }
}

/// Modules given as text, by their paths (`a::b`), for the unit tests.
struct Table<'a>(&'a [(&'a str, &'a str)]);

impl Sources for Table<'_> {
    fn read(&self, path: &ModPath, _: Option<&str>) -> Option<(String, String)> {
        let name = path.join("::");
        let (_, text) = self.0.iter().find(|(p, _)| *p == name)?;
        let file = if name.is_empty() {
            "lib".into()
        } else {
            name.replace("::", "/")
        };
        Some((file, text.to_string()))
    }
}

impl Crate {
    /// The crate read from its root.
    fn read(sources: &dyn Sources) -> Result<Crate, String> {
        let mut krate = Crate::default();
        let (file, text) = sources.read(&Vec::new(), None).ok_or("no crate root")?;
        krate.add_file(sources, Vec::new(), file, &text)?;
        Ok(krate)
    }

    fn add_file(
        &mut self,
        sources: &dyn Sources,
        path: ModPath,
        file: String,
        text: &str,
    ) -> Result<(), String> {
        let parsed = syn::parse_file(text).map_err(|e| format!("{file}: {e}"))?;
        self.add_items(sources, path, &file, &parsed.items)
    }

    fn add_items(
        &mut self,
        sources: &dyn Sources,
        path: ModPath,
        file: &str,
        items: &[syn::Item],
    ) -> Result<(), String> {
        let mut module = Module {
            file: file.to_owned(),
            ..Module::default()
        };
        let mut children = Vec::new();
        for item in items {
            match item {
                syn::Item::Mod(m) => {
                    let name = m.ident.to_string();
                    module.children.insert(name.clone());
                    children.push((name, m));
                }
                syn::Item::Use(u) => flatten_use(u, &mut module.imports),
                syn::Item::ExternCrate(e) => {
                    let line = line_of(e.span());
                    module.paths.push((vec![e.ident.to_string()], line, true));
                }
                _ => {
                    if let Some(name) = item_name(item) {
                        if let syn::Item::Macro(m) = item {
                            if m.attrs.iter().any(|a| a.path().is_ident("macro_export")) {
                                self.macros.insert(name.clone(), path.clone());
                            }
                        }
                        module.defs.insert(name);
                    }
                    Collector {
                        module: &mut module,
                        locals: Vec::new(),
                    }
                    .visit_item(item);
                }
            }
        }
        self.modules.insert(path.clone(), module);
        for (name, m) in children {
            let child: ModPath = [path.as_slice(), &[name]].concat();
            match &m.content {
                Some((_, items)) => self.add_items(sources, child, file, items)?,
                None => {
                    let (child_file, text) = sources
                        .read(&child, Some(file))
                        .ok_or_else(|| format!("{file}: no file for `mod {}`", child.join("::")))?;
                    self.add_file(sources, child, child_file, &text)?;
                }
            }
        }
        Ok(())
    }

    /// What `name` names in module `at`: a child module, an item it defines, or what a
    /// `use` of it brings in (a glob's module's names too).
    fn lookup(&self, at: &ModPath, name: &str, depth: usize) -> Target {
        let key = (at.clone(), name.to_owned());
        if let Some(known) = self.memo.borrow().get(&key) {
            return known.clone().unwrap_or(Target::Unknown);
        }
        self.memo.borrow_mut().insert(key.clone(), None);
        let target = self.lookup_afresh(at, name, depth);
        self.memo.borrow_mut().insert(key, Some(target.clone()));
        target
    }

    fn lookup_afresh(&self, at: &ModPath, name: &str, depth: usize) -> Target {
        let Some(module) = self.modules.get(at) else {
            return Target::Unknown;
        };
        if module.children.contains(name) {
            return Target::Module([at.as_slice(), &[name.to_owned()]].concat());
        }
        if module.defs.contains(name) {
            return Target::Item(at.clone());
        }
        if at.is_empty() {
            if let Some(definer) = self.macros.get(name) {
                return Target::Item(definer.clone());
            }
        }
        // (`use yew;` names the crate, not itself.)
        for import in &module.imports {
            if import.name.as_deref() == Some(name)
                && import.path.first().map(String::as_str) != Some(name)
            {
                let target = self.resolve(at, &import.path, depth + 1);
                if target != Target::Unknown {
                    return target;
                }
            }
        }
        for import in module.imports.iter().filter(|i| i.name.is_none()) {
            if let Target::Module(glob) = self.resolve(at, &import.path, depth + 1) {
                if glob != *at {
                    let target = self.lookup(&glob, name, depth + 1);
                    if matches!(target, Target::Module(_) | Target::Item(_)) {
                        return target;
                    }
                }
            }
        }
        Target::Unknown
    }

    /// What the path `segs`, written in module `at`, names.
    fn resolve(&self, at: &ModPath, segs: &[String], depth: usize) -> Target {
        let Some(first) = segs.first() else {
            return Target::Module(at.clone());
        };
        let (mut current, rest) = match first.as_str() {
            "::" => return Target::External(segs.get(1).cloned().unwrap_or_default()),
            "crate" => (Vec::new(), &segs[1..]),
            "self" => (at.clone(), &segs[1..]),
            "super" => {
                let mut current = at.clone();
                let mut k = 0;
                while segs.get(k).is_some_and(|s| s == "super") {
                    if current.pop().is_none() {
                        return Target::Unknown;
                    }
                    k += 1;
                }
                (current, &segs[k..])
            }
            _ => match self.lookup(at, first, depth) {
                Target::Module(m) => (m, &segs[1..]),
                Target::Item(m) => return Target::Item(m),
                // `Self`, a local, a generic, or a name a crate's prelude brings (a
                // macro of the crate used by its bare name, as `macro_rules!` allows).
                _ => match self.macros.get(first) {
                    Some(definer) if segs.len() == 1 => return Target::Item(definer.clone()),
                    _ => return Target::External(first.clone()),
                },
            },
        };
        for seg in rest {
            match self.lookup(&current, seg, depth) {
                Target::Module(m) => current = m,
                Target::Item(m) => return Target::Item(m),
                _ => return Target::Unknown,
            }
        }
        Target::Module(current)
    }

    /// Each module's dependencies on the others, and the external crates each names.
    fn edges(&self) -> (Graph, Vec<(ModPath, Edge)>) {
        let mut edges: BTreeMap<ModPath, Vec<Edge>> = BTreeMap::new();
        let mut external = Vec::new();
        for (at, module) in &self.modules {
            // Imports first, so that a cycle is shown by its `use` lines where it has them.
            let named = module
                .imports
                .iter()
                .map(|i| (i.path.clone(), i.line, i.public, i.name.is_none()))
                .chain(module.paths.iter().map(|(segs, line, leading)| {
                    let segs = if *leading {
                        [&["::".to_owned()], segs.as_slice()].concat()
                    } else {
                        segs.clone()
                    };
                    (segs, *line, false, false)
                }));
            for (segs, line, public, glob) in named {
                let what = segs.join("::").replace("::::", "::");
                let edge = |to: ModPath| Edge {
                    to,
                    file: module.file.clone(),
                    line,
                    what: what.clone(),
                };
                match self.resolve(at, &segs, 0) {
                    Target::External(name) => external.push((at.clone(), edge(vec![name]))),
                    // A re-export is a door, not a dependency; a glob brings names, each
                    // followed where it is used.
                    _ if public || glob => {}
                    Target::Module(to) | Target::Item(to) if to != *at => {
                        edges.entry(at.clone()).or_default().push(edge(to));
                    }
                    _ => {}
                }
            }
        }
        (edges, external)
    }
}

/// Each knot of the graph (a strongly connected component of two modules or more, by
/// Tarjan's algorithm): its modules, and one cycle through them, edge by edge.
fn cycles(
    modules: &BTreeSet<ModPath>,
    edges: &BTreeMap<ModPath, Vec<Edge>>,
) -> Vec<(Vec<ModPath>, Vec<Edge>)> {
    let nodes: Vec<&ModPath> = modules.iter().collect();
    let index_of: BTreeMap<&ModPath, usize> =
        nodes.iter().enumerate().map(|(i, n)| (*n, i)).collect();
    let succ: Vec<Vec<usize>> = nodes
        .iter()
        .map(|n| {
            let mut s: Vec<usize> = edges
                .get(*n)
                .into_iter()
                .flatten()
                .filter_map(|e| index_of.get(&e.to).copied())
                .collect();
            s.sort_unstable();
            s.dedup();
            s
        })
        .collect();
    // Tarjan's strongly connected components, iteratively.
    let n = nodes.len();
    let (mut index, mut low, mut on_stack) = (vec![usize::MAX; n], vec![0; n], vec![false; n]);
    let (mut stack, mut components, mut next) = (Vec::new(), Vec::new(), 0);
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut work = vec![(root, 0usize)];
        while let Some(&mut (v, ref mut k)) = work.last_mut() {
            if *k == 0 {
                index[v] = next;
                low[v] = next;
                next += 1;
                stack.push(v);
                on_stack[v] = true;
            }
            if let Some(&w) = succ[v].get(*k) {
                *k += 1;
                if index[w] == usize::MAX {
                    work.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut component = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                if component.len() > 1 {
                    components.push(component);
                }
            }
        }
    }
    // One cycle in each: the shortest way back to its first module, by breadth first.
    components
        .into_iter()
        .map(|component| {
            let inside: BTreeSet<usize> = component.iter().copied().collect();
            let start = *component.iter().min().unwrap();
            let mut came_from: BTreeMap<usize, usize> = BTreeMap::new();
            let mut queue = std::collections::VecDeque::from([start]);
            'search: while let Some(v) = queue.pop_front() {
                for &w in &succ[v] {
                    if !inside.contains(&w) {
                        continue;
                    }
                    if w == start {
                        came_from.insert(usize::MAX, v);
                        break 'search;
                    }
                    if let std::collections::btree_map::Entry::Vacant(e) = came_from.entry(w) {
                        e.insert(v);
                        queue.push_back(w);
                    }
                }
            }
            // Back from the last module before `start` to `start`, then turned round.
            let mut path = vec![start];
            let mut v = came_from[&usize::MAX];
            while v != start {
                path.push(v);
                v = came_from[&v];
            }
            path.push(start);
            path.reverse();
            let mut members: Vec<ModPath> = component.iter().map(|&i| nodes[i].clone()).collect();
            members.sort();
            let cycle = path
                .windows(2)
                .map(|pair| {
                    let (from, to) = (nodes[pair[0]], nodes[pair[1]]);
                    edges[from].iter().find(|e| e.to == *to).unwrap().clone()
                })
                .collect();
            (members, cycle)
        })
        .collect()
}

/// The findings of the whole check: upward imports, web crates below the computer, and
/// cycles, one line each (a cycle's lines indented under it).
fn findings(krate: &Crate) -> (Vec<String>, Vec<String>) {
    let (edges, external) = krate.edges();
    let layer = |m: &ModPath| {
        m.first()
            .and_then(|top| LAYERS.iter().position(|l| l == top))
    };
    let mut upward = Vec::new();
    for (from, list) in &edges {
        for e in list {
            if let (Some(a), Some(b)) = (layer(from), layer(&e.to)) {
                if b > a {
                    upward.push(format!(
                        "src/{}:{}: `{}` reaches up into `{}` ({})",
                        e.file,
                        e.line,
                        from.join("::"),
                        e.to.join("::"),
                        e.what
                    ));
                }
            }
        }
    }
    for (from, e) in &external {
        let native = from
            .first()
            .is_some_and(|top| NATIVE_LAYERS.contains(&top.as_str()));
        if native && is_web_crate(&e.to[0]) {
            upward.push(format!(
                "src/{}:{}: web crate `{}` ({})",
                e.file, e.line, e.to[0], e.what
            ));
        }
    }
    upward.sort();
    upward.dedup();
    let modules: BTreeSet<ModPath> = krate.modules.keys().cloned().collect();
    let knots = cycles(&modules, &edges)
        .into_iter()
        .map(|(members, cycle)| {
            let names: Vec<String> = members
                .iter()
                .map(|m| format!("`{}`", m.join("::")))
                .collect();
            let mut text = format!("a cycle among {}:", names.join(", "));
            for e in &cycle {
                text += &format!(
                    "\n    -> `{}` (src/{}:{}: {})",
                    e.to.join("::"),
                    e.file,
                    e.line,
                    e.what
                );
            }
            text
        })
        .collect();
    (upward, knots)
}

fn the_crate() -> Crate {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    Crate::read(&Files(src)).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn no_module_reaches_up_a_layer_and_the_engine_and_search_name_no_web_crate() {
    let krate = the_crate();
    for layer in LAYERS {
        assert!(
            krate.modules.contains_key(&vec![layer.to_string()]),
            "no module {layer}"
        );
    }
    let (upward, _) = findings(&krate);
    assert!(upward.is_empty(), "upward imports:\n{}", upward.join("\n"));
}

#[test]
fn no_module_depends_on_itself_through_others() {
    let (_, knots) = findings(&the_crate());
    assert!(
        knots.is_empty(),
        "{} import cycles:\n{}",
        knots.len(),
        knots.join("\n")
    );
}

#[test]
fn the_games_with_homes_use_their_family_not_the_frame_that_names_them() {
    // `two_row::home_position` holds `HomeGameRules`, the one enum that names Awari, Ayo and
    // Oware; the games take what they share from the family (`two_row`, `home_rules`), so
    // the dependency runs one way. (Their tests play positions, which are the frame's.)
    let krate = the_crate();
    let (edges, _) = krate.edges();
    let frame: ModPath = ["games", "two_row", "home_position"]
        .map(String::from)
        .to_vec();
    let found: Vec<String> = edges
        .iter()
        .filter(|(from, _)| {
            from.len() >= 2
                && from[0] == "games"
                && ["awari", "ayo", "oware"].contains(&from[1].as_str())
                && !from.iter().any(|m| m == "tests")
        })
        .flat_map(|(_, list)| list)
        .filter(|e| e.to == frame)
        .map(|e| format!("src/{}:{}: {}", e.file, e.line, e.what))
        .collect();
    assert!(
        found.is_empty(),
        "a game with homes reaches the frame that names every game:\n{}",
        found.join("\n")
    );
}

// The check itself, on small crates given as text.

/// The findings in a crate given as `(module path, text)`, its root's path empty.
fn check(modules: &[(&str, &str)]) -> (Vec<String>, Vec<String>) {
    let krate = Crate::read(&Table(modules)).unwrap();
    findings(&krate)
}

/// The lines of what a module `games::kalah::position` is found to reach that it must not.
fn lines(src: &str) -> Vec<usize> {
    let crate_modules = [
        ("", "pub mod games; pub mod search; pub mod ui;"),
        (
            "games",
            "pub mod kalah; pub struct Side; pub mod two_row { pub struct Pit; }",
        ),
        ("games::kalah", "pub mod position;"),
        ("games::kalah::position", src),
        ("search", "pub struct Level; pub fn best_move() {}"),
        ("ui", "pub struct App;"),
    ];
    let (upward, _) = check(&crate_modules);
    let mut lines: Vec<usize> = upward
        .iter()
        .map(|f| f.split(':').nth(1).unwrap().parse().unwrap())
        .collect();
    lines.dedup();
    lines
}

#[test]
fn the_check_finds_web_crates() {
    assert_eq!(lines("use yew::prelude::*;"), [1]);
    assert_eq!(lines("fn f() {\n    let w = web_sys::window();\n}"), [2]);
    assert_eq!(lines("use wasm_bindgen::prelude::*;"), [1]);
    assert_eq!(lines("use wasm_bindgen_futures::spawn_local;"), [1]);
    assert_eq!(lines("fn f() { let a = js_sys::Array::new(); }"), [1]);
    assert_eq!(lines("use gloo::timers::callback::Timeout;"), [1]);
    assert_eq!(lines("use gloo_timers::callback::Timeout;"), [1]);
    assert_eq!(lines("fn f() { let x = ::yew::html! {}; }"), [1]);
    assert_eq!(lines("use yew;"), [1]);
    assert_eq!(lines("extern crate web_sys;"), [1]);
    assert_eq!(lines("use {serde::Serialize, yew::Html};"), [1]);
}

#[test]
fn the_check_finds_the_app_and_the_search() {
    assert_eq!(lines("use crate::ui::App;"), [1]);
    assert_eq!(lines("use crate :: ui :: App;"), [1]);
    assert_eq!(lines("use crate::{games::Side,\n ui::App};"), [2]);
    assert_eq!(lines("use crate::{games::{Side, two_row::Pit}, ui};"), [1]);
    assert_eq!(lines("fn f() { let l = crate::search::Level; }"), [1]);
    assert_eq!(lines("use super::super::super::search;"), [1]);
    assert_eq!(lines("use super::super::super::{games, search};"), [1]);
    assert_eq!(lines("fn f() { vec![crate::search::best_move()]; }"), [1]);
    // Through a `use` of a module, and in an inline module one more `super` is needed.
    assert_eq!(
        lines("use crate::search as s;\nfn f() { s::best_move() }"),
        [1, 2]
    );
    assert_eq!(
        lines("mod tests {\n use super::super::super::super::ui;\n}"),
        [2]
    );
    // One `super` short, it names `games::ui`, which is not the app.
    let none: [usize; 0] = [];
    assert_eq!(lines("mod tests {\n use super::super::super::ui;\n}"), none);
}

#[test]
fn the_check_passes_what_is_allowed() {
    let none: [usize; 0] = [];
    assert_eq!(lines("use crate::games::Side;"), none);
    assert_eq!(lines("use super::super::{Side, two_row::Pit};"), none);
    assert_eq!(lines("use super::super::super::games::Side;"), none);
    assert_eq!(lines("// use yew::prelude::*;"), none);
    assert_eq!(lines("/* crate::ui::App /* nested */ web_sys:: */"), none);
    assert_eq!(lines("//! The app (`crate::ui`) draws it."), none);
    assert_eq!(lines(r#"const S: &str = "yew::html and crate::ui";"#), none);
    assert_eq!(lines(r##"const S: &str = r#"web_sys::x"#;"##), none);
    assert_eq!(
        lines("fn f<'a>(x: &'a u8) -> char { let _ = x; '\"' }"),
        none
    );
    assert_eq!(lines("mod yew_free { pub struct Gloo; }"), none);
    assert_eq!(lines("pub(crate) fn f() {}\npub(super) struct S;"), none);
    // A local that shares a name with an item is the local.
    assert_eq!(
        lines("use crate::games::Side;\nfn f(ui: u8) -> u8 { let search = ui; search }"),
        none
    );
}

#[test]
fn a_planted_cycle_is_found_and_printed() {
    let (_, knots) = check(&[
        ("", "mod a; mod b; mod c;"),
        ("a", "use crate::b::B;\npub struct A(B);"),
        ("b", "pub struct B;\npub fn f() -> crate::c::C { todo!() }"),
        ("c", "pub struct C;\nfn g(_: super::a::A) {}"),
    ]);
    assert_eq!(knots.len(), 1, "{knots:?}");
    for module in ["`a`", "`b`", "`c`"] {
        assert!(knots[0].contains(module), "{}", knots[0]);
    }
    assert!(knots[0].contains("src/a:1: crate::b::B"), "{}", knots[0]);
    // Two knots are two cycles.
    let (_, knots) = check(&[
        ("", "mod a; mod b; mod c; mod d;"),
        ("a", "use crate::b::B; pub struct A;"),
        ("b", "use crate::a::A; pub struct B;"),
        ("c", "pub struct C; fn f(_: crate::d::D) {}"),
        ("d", "pub struct D; fn f(_: crate::c::C) {}"),
    ]);
    assert_eq!(knots.len(), 2, "{knots:?}");
}

#[test]
fn a_door_is_not_a_knot_but_a_parent_and_child_using_each_other_are() {
    // The parent re-exports its child and defines what the child uses: no cycle; the child's
    // `super::X` is followed to the child itself.
    let door = [
        ("", "mod p;"),
        ("p", "mod child;\npub use child::X;\npub struct Shared;"),
        (
            "p::child",
            "use super::Shared;\npub struct X(Shared);\nfn f(_: super::X) {}",
        ),
    ];
    assert_eq!(check(&door).1, Vec::<String>::new());
    // Its own code uses the child's item: a cycle.
    let knot = [
        ("", "mod p;"),
        (
            "p",
            "mod child;\npub use child::X;\npub struct Shared;\nfn g(_: X) {}",
        ),
        ("p::child", "use super::Shared;\npub struct X(Shared);"),
    ];
    assert_eq!(check(&knot).1.len(), 1);
    // Inline tests that use their module's items (`use super::*`) are no knot.
    let tests = [
        ("", "mod p;"),
        (
            "p",
            "pub struct P;\n#[cfg(test)]\nmod tests {\n use super::*;\n fn t(_: P) {}\n}",
        ),
    ];
    assert_eq!(check(&tests).1, Vec::<String>::new());
    // A glob import is followed to where each name is defined.
    let glob = [
        ("", "mod a; mod b;"),
        ("a", "pub struct A; pub fn f(_: crate::b::B) {}"),
        ("b", "use crate::a::*;\npub struct B;\nfn g(_: A) {}"),
    ];
    assert_eq!(check(&glob).1.len(), 1);
}

/// The module graph, one edge a line (`cargo test --test architecture -- --ignored
/// --nocapture`; `ARCHITECTURE_UNDER=search` keeps the edges from modules under one path).
#[test]
#[ignore]
fn print_the_graph() {
    let under = std::env::var("ARCHITECTURE_UNDER").unwrap_or_default();
    let (edges, _) = the_crate().edges();
    for (from, list) in edges {
        let name = from.join("::");
        if !name.starts_with(&under) {
            continue;
        }
        let mut seen = BTreeSet::new();
        for e in list {
            if seen.insert(e.to.clone()) {
                println!(
                    "{name} -> {} (src/{}:{}: {})",
                    e.to.join("::"),
                    e.file,
                    e.line,
                    e.what
                );
            }
        }
    }
}
